import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { jsonPreview } from './jsonPreview';

/**
 * One collapsible section of the developer drawer: a title over a value printed as JSON. The
 * value is printed only while the section is open, and cut short when it is long (a map's
 * sources answer can be megabytes).
 */
export function JsonSection({ title, value }: { title: string; value: unknown }) {
  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle2">{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 2,
            fontSize: 12,
            overflowX: 'auto',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {jsonPreview(value)}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
