import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export interface CollapsiblePanelProps {
  title: ReactNode;
  /** The title's level in the page's outline: h2 on a page, h3 inside a form. */
  heading: 'h2' | 'h3';
  /** Open when first shown (left to the panel afterwards). */
  defaultExpanded?: boolean;
  /** Open or closed as its owner says, for an owner that fetches only while it is open. */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Builds the content only while open: for content that is costly to keep (a data grid). */
  unmountOnExit?: boolean;
  children: ReactNode;
}

/**
 * The one collapsible panel of the admin pages and record forms: an outlined section whose
 * titled bar opens and closes it, so every such panel looks, reads and answers alike.
 */
export function CollapsiblePanel({
  title,
  heading,
  defaultExpanded,
  expanded,
  onExpandedChange,
  unmountOnExit = false,
  children,
}: CollapsiblePanelProps) {
  return (
    <Accordion
      disableGutters
      variant="outlined"
      defaultExpanded={defaultExpanded}
      expanded={expanded}
      onChange={(_event, open) => onExpandedChange?.(open)}
      slotProps={{ transition: { unmountOnExit } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component={heading} variant="subtitle1">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}
