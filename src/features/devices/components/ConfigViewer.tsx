import Box from '@mui/material/Box';

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/**
 * RouterOS script with line numbers, in a box that scrolls past 24rem (requirements §9). The numbers are a
 * separate, hidden column so selecting and copying the text never picks them up.
 */
export function ConfigViewer({ config }: { config: string }) {
  // A script ends with a newline; that ends its last line rather than starting another.
  const lines = config.replace(/\n$/, '').split('\n');
  return (
    <Box
      role="region"
      aria-label="Configuration"
      tabIndex={0}
      sx={{
        maxHeight: '24rem',
        overflow: 'auto',
        display: 'flex',
        fontFamily: mono,
        fontSize: '0.8125rem',
        lineHeight: 1.6,
        bgcolor: 'action.hover',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="pre"
        aria-hidden="true"
        data-testid="config-line-numbers"
        sx={{
          m: 0,
          py: 1.5,
          px: 1.5,
          textAlign: 'right',
          // Muted but readable: text.disabled (#9e9e9e on white, 2.7:1) fails WCAG AA contrast.
          color: 'text.secondary',
          userSelect: 'none',
          borderRight: 1,
          borderColor: 'divider',
          position: 'sticky',
          left: 0,
          bgcolor: 'background.paper',
        }}
      >
        {lines.map((_line, index) => index + 1).join('\n')}
      </Box>
      <Box component="pre" sx={{ m: 0, py: 1.5, px: 2, flex: 1, fontFamily: 'inherit' }}>
        <code>{config}</code>
      </Box>
    </Box>
  );
}
