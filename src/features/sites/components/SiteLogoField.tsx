import { useEffect, useId, useMemo } from 'react';
import { useField } from 'formik';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import UploadIcon from '@mui/icons-material/Upload';
import { isLogoFile } from '../siteValues';

/** Object URL for a chosen file, revoked when the file changes or the field unmounts. */
function usePreviewUrl(value: Blob | string | null): string | null {
  const objectUrl = useMemo(
    () => (isLogoFile(value) && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(value) : null),
    [value],
  );
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return typeof value === 'string' ? value : objectUrl;
}

/** Portal logo: upload an image, see it before saving, or remove it (saved as null). */
export default function SiteLogoField({ name = 'portal_logo' }: { name?: string }) {
  const [field, meta, helpers] = useField<Blob | string | null>(name);
  const inputId = useId();
  const preview = usePreviewUrl(field.value);
  const fileName = isLogoFile(field.value) ? (field.value as File).name : null;

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
      <Avatar
        variant="rounded"
        src={preview ?? undefined}
        alt="Portal logo preview"
        sx={{ width: 96, height: 96, bgcolor: 'action.hover' }}
      >
        <ImageIcon color="disabled" />
      </Avatar>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2">Portal logo</Typography>
        <Stack direction="row" spacing={1}>
          <Button component="label" htmlFor={inputId} variant="outlined" size="small" startIcon={<UploadIcon />}>
            {field.value ? 'Replace logo' : 'Upload logo'}
            <input
              id={inputId}
              hidden
              type="file"
              accept="image/*"
              aria-label="Portal logo file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) helpers.setValue(file);
                event.target.value = ''; // choosing the same file again still fires a change
              }}
            />
          </Button>
          {field.value ? (
            <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => helpers.setValue(null)}>
              Remove logo
            </Button>
          ) : null}
        </Stack>
        <Typography variant="caption" color={meta.error ? 'error' : 'text.secondary'} noWrap>
          {meta.error || fileName || 'An image shown on the captive portal'}
        </Typography>
      </Stack>
    </Stack>
  );
}
