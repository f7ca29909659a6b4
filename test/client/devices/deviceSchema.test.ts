import { deviceSchema } from '../../../rules/deviceSchema';
import { formValuesToBody, newDeviceValues } from '../../../src/features/devices/deviceFormValues';

const messages = async (record: object) => {
  try {
    await deviceSchema.validate(record, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('deviceSchema', () => {
  it('requires an identity', async () => {
    expect(await messages({ identity: '  ' })).toEqual(['Identity is required']);
  });

  it('bounds the ports to 1–65535 with the messages of requirements §5', async () => {
    expect(await messages({ identity: 'r', api_port: 0, ssh_port: 65536 })).toEqual([
      'API port must be at least 1',
      'SSH port must be at most 65535',
    ]);
    expect(await messages({ identity: 'r', api_port: 65536, ssh_port: 0 })).toEqual([
      'API port must be at most 65535',
      'SSH port must be at least 1',
    ]);
    expect(await messages({ identity: 'r', api_port: 65535, ssh_port: 1 })).toEqual([]);
  });

  it('defaults SSH to 22, API SSL off and enabled on; empty text becomes null', () => {
    expect(deviceSchema.cast({ identity: 'r', hostname: '', api_port: '' })).toMatchObject({
      ssh_port: 22,
      api_ssl: false,
      enabled: true,
      hostname: null,
      api_port: null,
    });
  });

  it('builds a request body without credentials when no username is given', () => {
    expect(formValuesToBody({ ...newDeviceValues, identity: ' edge ' })).toMatchObject({
      identity: 'edge',
      ssh_port: 22,
      login_credentials: null,
      ssh_credentials: null,
    });
  });

  it('asks for a username when a password is typed without one', async () => {
    const credentials = { username: '', password: 'secret', enabled: true, description: '' };
    expect(await messages({ identity: 'r', login_credentials: credentials })).toEqual(['Username is required']);
    expect(await messages({ identity: 'r', login_credentials: { ...credentials, username: 'api' } })).toEqual([]);
    expect(await messages({ identity: 'r', ssh_credentials: { ...credentials, password: '' } })).toEqual([]);
  });
});
