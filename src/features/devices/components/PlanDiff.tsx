import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DevicePlan, PlanChange, PlanItem } from '../deviceStateTypes';

const actionLabels: Record<PlanItem['action'], string> = { add: 'Add', set: 'Change', remove: 'Remove' };
const actionColors = { add: 'success', set: 'warning', remove: 'error' } as const;

function ChangeLine({ change, action }: { change: PlanChange; action: PlanItem['action'] }) {
  const shown = (value: string | null) => value ?? '(none)';
  return (
    <Typography component="li" variant="body2" sx={{ listStyle: 'none', overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {change.property}:
      </Box>{' '}
      {action === 'set' ? (
        <>
          <Box component="span" sx={{ textDecoration: 'line-through' }}>
            {shown(change.before)}
          </Box>
          {' → '}
          {shown(change.after)}
        </>
      ) : (
        shown(action === 'remove' ? change.before : change.after)
      )}
    </Typography>
  );
}

/**
 * A plan as a readable diff: its items grouped by section (menu), each an add, change or remove with
 * its properties before → after (secrets as "••••"), and per section how many entries Portico leaves alone.
 */
export function PlanDiff({ plan }: { plan: DevicePlan }) {
  const sections = plan.sections.filter((section) => section.items > 0 || section.not_managed > 0);
  return (
    <Box>
      {sections.map((section) => {
        const items = plan.items.filter((item) => item.section === section.menu);
        return (
          <Box component="section" key={section.menu} aria-label={section.title} sx={{ mb: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {section.title}{' '}
              <Typography component="span" variant="body2" color="textSecondary">
                {section.menu}
                {section.not_managed > 0 ? ` · ${section.not_managed} not managed` : ''}
              </Typography>
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {items.map((item) => (
                <Box component="li" key={`${item.action}:${item.key}`} sx={{ listStyle: 'none', py: 0.5 }}>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={actionLabels[item.action]}
                    color={actionColors[item.action]}
                    sx={{ mr: 1 }}
                  />
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                    {item.label}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {item.changes.map((change) => (
                      <ChangeLine key={change.property} change={change} action={item.action} />
                    ))}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
      {plan.warnings.map((warning) => (
        <Typography key={warning} variant="body2" color="warning.main">
          {warning}
        </Typography>
      ))}
    </Box>
  );
}
