import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';

interface ConfigActionButtonsProps {
  onCopy: () => void;
  onDownload: () => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/** Copy and Download, shown in the page header and again over the configuration box. */
export function ConfigActionButtons({ onCopy, onDownload, disabled, size = 'medium' }: ConfigActionButtonsProps) {
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" size={size} startIcon={<ContentCopyIcon />} onClick={onCopy} disabled={disabled}>
        Copy
      </Button>
      <Button variant="outlined" size={size} startIcon={<DownloadIcon />} onClick={onDownload} disabled={disabled}>
        Download
      </Button>
    </Stack>
  );
}
