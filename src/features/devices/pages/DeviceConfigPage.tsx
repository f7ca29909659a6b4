import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { NoticePanel } from '../../../components/NoticePanel';
import { PageHeader } from '../../../components/PageHeader';
import { ConfigActionButtons } from '../components/ConfigActionButtons';
import { ConfigViewer } from '../components/ConfigViewer';
import { DescriptionList } from '../../../components/DescriptionList';
import { paths } from '../../../core/paths';
import { errorDetail, errorStatus } from '../../../core/api/apiTypes';
import { DeviceNotFound } from '../components/DeviceNotFound';
import { devicePlace } from '../deviceDisplay';
import { useDeviceCrumbs } from '../components/useDeviceCrumbs';
import { toDeviceId, useGetDeviceConfigQuery, useGetDeviceQuery } from '../devicesApi';
import { formatRelativeTime } from '../relativeTime';
import { useConfigActions } from '../components/useConfigActions';

/** No script; with the server's reason when it refused to build one (a device without a site). */
function ConfigNotAvailable({ id, reason }: { id: number; reason: string | null }) {
  const navigate = useNavigate();
  return (
    <NoticePanel
      title="Configuration not available"
      text="The device configuration could not be loaded or is not available."
      heading="h2"
    >
      {reason ? (
        <Alert severity="warning" sx={{ mb: 3, textAlign: 'left', display: 'inline-flex' }}>
          {reason}
        </Alert>
      ) : null}
      <div>
        <Button variant="contained" startIcon={<ArrowBackIcon />} onClick={() => navigate(paths.device(id))}>
          Back to Device
        </Button>
      </div>
    </NoticePanel>
  );
}

/** /mikrotik/devices/:id/config — the generated RouterOS script, to copy or download (requirements §2.6). */
export default function DeviceConfigPage() {
  const id = toDeviceId(useParams().id);
  const { data: device, isLoading: deviceLoading } = useGetDeviceQuery(id, { skip: !id });
  useDeviceCrumbs(device, { label: 'Configuration' });
  const { data, isLoading, isError, error } = useGetDeviceConfigQuery(id, { skip: !id });
  const { copy, download, ready } = useConfigActions(data?.config, device);
  const identity = device?.identity || device?.system_identity || data?.device_name || '';
  const buttons = (size?: 'small') => (
    <ConfigActionButtons onCopy={copy} onDownload={download} disabled={!ready} size={size} />
  );

  if (!deviceLoading && !device) return <DeviceNotFound />;
  return (
    <>
      <PageHeader
        title={identity ? `Configuration - ${identity}` : 'Configuration'}
        subtitle={device ? devicePlace(device) : undefined}
        actions={buttons()}
      />
      {isLoading || deviceLoading ? (
        <Stack spacing={3} role="progressbar" aria-label="Loading configuration" aria-busy="true">
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      ) : isError || !data ? (
        <ConfigNotAvailable id={id} reason={errorStatus(error) === 404 ? null : errorDetail(error)} />
      ) : (
        <Stack spacing={3}>
          <Card component="section" aria-label="Configuration details">
            <CardContent>
              <DescriptionList
                fields={[
                  { label: 'Device Name', value: data.device_name },
                  { label: 'Template Name', value: data.template_name },
                  {
                    label: 'Generated',
                    value: <time dateTime={data.generated_at}>{formatRelativeTime(data.generated_at)}</time>,
                  },
                ]}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader title="RouterOS script" slotProps={{ title: { variant: 'h6' } }} action={buttons('small')} />
            <CardContent sx={{ pt: 0 }}>
              <ConfigViewer config={data.config} />
            </CardContent>
          </Card>
        </Stack>
      )}
    </>
  );
}
