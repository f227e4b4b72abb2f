import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SMS_PROVIDERS } from './smsProviders';

/**
 * SMS Help (spec §2): how to reach a phone by e-mail, so an alert can be a text message.
 */
export function SmsHelpPage() {
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        Add a phone-number-based email address (7-digit number plus provider) to Contacts.
      </Alert>
      <Alert severity="warning">
        Providers may block texts sent to many numbers at once: keep groups that contain phone
        numbers under 10 addresses.
      </Alert>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Cell providers' e-mail-to-text addresses">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Provider
              </TableCell>
              <TableCell component="th" scope="col">
                SMS address
              </TableCell>
              <TableCell component="th" scope="col">
                MMS address
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SMS_PROVIDERS.map((row) => (
              <TableRow key={row.provider}>
                <TableCell component="th" scope="row">
                  {row.provider}
                </TableCell>
                <TableCell>{row.sms}</TableCell>
                <TableCell>{row.mms ?? 'No MMS gateway'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
