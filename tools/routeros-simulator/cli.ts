/**
 * `npm run routeros:sim` — runs the RouterOS API simulator until Ctrl+C.
 *
 * Flags: --host 127.0.0.1  --port 18728  --tls-port 18729 (0 = free port, "off" = none)
 *        --tls-mode anonymous|certificate  --login-style plain|challenge|both
 *        --user admin  --password simpass  --no-empty (pre-7.18 replies)
 */
import { parseArgs } from 'node:util';
import { startRouterOsSimulator } from './simulator';
import type { LoginStyle, SimulatorTlsMode } from './simulatorOptions';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '18728' },
    'tls-port': { type: 'string', default: '18729' },
    'tls-mode': { type: 'string', default: 'anonymous' },
    'login-style': { type: 'string', default: 'plain' },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'simpass' },
    'no-empty': { type: 'boolean', default: false },
  },
});

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T {
  if (allowed.includes(value as T)) return value as T;
  throw new Error(`--${name} must be one of ${allowed.join(', ')}`);
}

async function main(): Promise<void> {
  const tlsPortFlag = values['tls-port'] as string;
  const user = { name: values.user as string, password: values.password as string };
  const sim = await startRouterOsSimulator({
    host: values.host,
    port: Number(values.port),
    tlsPort: tlsPortFlag === 'off' ? null : Number(tlsPortFlag),
    tlsMode: oneOf<SimulatorTlsMode>('tls-mode', values['tls-mode'], ['anonymous', 'certificate']),
    loginStyle: oneOf<LoginStyle>('login-style', values['login-style'], ['plain', 'challenge', 'both']),
    emptyReplies: !values['no-empty'],
    users: [user],
  });
  const lines = [
    'RouterOS API simulator running',
    `  host:        ${sim.host}`,
    `  API port:    ${sim.port}`,
    `  API-SSL:     ${sim.tlsPort === null ? 'off' : `${sim.tlsPort} (${values['tls-mode']})`}`,
    `  credentials: ${user.name} / ${user.password}`,
    `  login style: ${sim.options.loginStyle}; !empty replies: ${sim.options.emptyReplies ? 'on' : 'off'}`,
    'Press Ctrl+C to stop.',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const stop = () => void sim.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`Simulator failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
