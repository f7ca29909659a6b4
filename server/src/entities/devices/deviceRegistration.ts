import { timingSafeEqual, createHash } from 'node:crypto';
import { forbidden } from '../../http/httpErrors';
import type { ExtraRoute } from '../kit/entityDef';
import { registerDevice } from './deviceRepository';
import { registerDeviceSchema } from './deviceSchemas';

interface RegisterBody {
  unique_id: string;
  system_identity: string;
  ip_address?: string | null;
}

// Hashing first gives equal lengths, so the comparison takes the same time for any guess.
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/**
 * POST /api/mikrotik/register/: a router announces itself with the shared registration secret
 * (no user token). It becomes a new device until a superuser configures it.
 */
export const registrationRoute: ExtraRoute = {
  method: 'POST',
  url: '/register/',
  config: { signedOut: true },
  schema: registerDeviceSchema,
  handler: async (request, reply) => {
    const expected = request.server.mikrotikSettings.registrationSecret;
    if (!expected) throw forbidden('Device registration is disabled on this server.');
    const header = request.headers['x-registration-secret'];
    const given = Array.isArray(header) ? header[0] : header;
    if (!given || !sameSecret(given, expected)) throw forbidden('Invalid registration secret.');
    const {
      unique_id: uniqueId,
      system_identity: systemIdentity,
      ip_address: ipAddress,
    } = request.body as RegisterBody;
    const announced = {
      uniqueId: uniqueId.trim(),
      systemIdentity: systemIdentity.trim(),
      ipAddress: ipAddress?.trim() || null,
    };
    const { row, created } = await registerDevice(request.server.db, announced);
    return reply.code(created ? 201 : 200).send({ id: row.id, is_new_device: row.isNewDevice });
  },
};
