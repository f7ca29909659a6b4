import { Readable } from 'node:stream';
import { readCsv } from '../../../server/src/imports/csvRead';

describe('readCsv', () => {
  it('refuses a file of more than 50,000 rows arriving in one large chunk (413), without hanging', async () => {
    const lines = ['address;floor;name;kind'];
    for (let i = 0; i < 60_000; i += 1) lines.push(`Moholt allé 10;1;"R${i}";apartment`);
    await expect(readCsv(Readable.from([Buffer.from(lines.join('\r\n'))]))).rejects.toMatchObject({
      status: 413,
      message: 'The file has more than 50,000 rows: split it into smaller files.',
    });
  }, 20_000);
});
