import type { ReactNode } from 'react';
import { EntityRoutePage } from '../../../components/entity/EntityDetailFrame';
import { useGetDeviceQuery } from '../devicesApi';
import type { Device } from '../deviceTypes';
import { DeviceNotFound } from './DeviceNotFound';
import { DevicePageSkeleton } from './DevicePageSkeleton';
import { useDeviceCrumbs } from './useDeviceCrumbs';

function LoadingDevice() {
  useDeviceCrumbs(undefined);
  return <DevicePageSkeleton />;
}

function MissingDevice() {
  useDeviceCrumbs(undefined);
  return <DeviceNotFound />;
}

const deviceFallbacks = { loading: <LoadingDevice />, missing: <MissingDevice /> };

/**
 * The page of the device the route names, on the kit's frame: a skeleton while it loads, and "Device
 * not found" for an id that is none, an unknown device or a failed read (requirements §2.6).
 * @example <DeviceRoutePage>{(device) => <DeviceDetail device={device} />}</DeviceRoutePage>
 */
export function DeviceRoutePage({ children }: { children: (device: Device) => ReactNode }) {
  return (
    <EntityRoutePage entity="device" useItem={useGetDeviceQuery} fallbacks={deviceFallbacks}>
      {children}
    </EntityRoutePage>
  );
}
