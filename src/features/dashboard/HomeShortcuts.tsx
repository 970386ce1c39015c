import { Box, ButtonBase, Paper, Typography } from '@mui/material';
import { createElement } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { labelKeys } from '../../platform/labels';
import { useMenuGroups } from '../../platform/menu';

/**
 * The home of a user whose roles give no dashboard (issue 41: a receptionist given only the clue
 * list): the screens the user may open, by menu section, as large links — the same entries as the
 * side menu, so a change of the user's roles shows in both.
 */
export function HomeShortcuts() {
  const translate = useTranslate();
  const groups = useMenuGroups();
  return (
    <Box data-testid="home-shortcuts" sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body1" color="text.secondary">
        {translate(groups.length > 0 ? 'app.dashboard.shortcuts.intro' : 'app.dashboard.shortcuts.none')}
      </Typography>
      {groups.map((group) => (
        <Paper key={group.section} variant="outlined" component="section" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5, fontWeight: 600 }}>
            {translate(labelKeys.menuSection(group.section))}
          </Typography>
          <Box
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
          >
            {group.entries.map((entry) => (
              <ButtonBase
                key={entry.key}
                component={Link}
                to={entry.to}
                focusRipple
                sx={{
                  justifyContent: 'flex-start',
                  gap: 1.5,
                  p: 1.5,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  color: 'text.primary',
                  '&:hover': { bgcolor: 'action.hover' },
                  '& svg': { color: 'primary.main' },
                }}
              >
                {createElement(entry.icon)}
                <Typography variant="body2" component="span">
                  {translate(entry.label, entry.labelOptions)}
                </Typography>
              </ButtonBase>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
