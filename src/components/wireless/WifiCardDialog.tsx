import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { wifiUri } from './wifiUri';
import { QrCode } from './QrCode';

export interface WifiCard {
  ssid: string;
  key: string;
  hidden: boolean;
  /** The tenant the key belongs to; null for the network's shared passphrase. */
  tenantName: string | null;
}

/** Printing shows the card only: everything else on the page is hidden by the print stylesheet. */
const printOnlyTheCard = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#wifi-card, #wifi-card *': { visibility: 'visible' },
        '#wifi-card': { position: 'fixed', left: 0, top: 0 },
      },
    }}
  />
);

/** A tenant's Wi-Fi card: SSID, key, tenant and a QR code that joins the network; printable. */
export function WifiCardDialog({ card, onClose }: { card: WifiCard | null; onClose: () => void }) {
  return (
    <Dialog open={card !== null} onClose={onClose} aria-labelledby="wifi-card-title">
      {card && (
        <>
          {printOnlyTheCard}
          <DialogTitle id="wifi-card-title">Wi-Fi card</DialogTitle>
          <DialogContent>
            <Box
              id="wifi-card"
              sx={{
                p: 3,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                textAlign: 'center',
                bgcolor: '#fff',
                color: '#000',
              }}
            >
              {card.tenantName && (
                <Typography variant="h6" component="p">
                  {card.tenantName}
                </Typography>
              )}
              <QrCode text={wifiUri(card)} label={`QR code to join ${card.ssid}`} />
              <Typography component="p">
                Network (SSID): <strong>{card.ssid}</strong>
              </Typography>
              <Typography component="p">
                Key: <strong style={{ fontFamily: 'monospace' }}>{card.key}</strong>
              </Typography>
              <Typography variant="body2" component="p">
                Scan the code with your phone's camera to join.
              </Typography>
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
            <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
              Print
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
