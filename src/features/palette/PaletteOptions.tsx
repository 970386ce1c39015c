import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import PhoneSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import { Box, Typography } from '@mui/material';
import { createElement, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { PaletteGroup, PaletteItem } from './paletteItems';
import { itemKey } from './paletteItems';

/** The DOM id of the option at an index (the combobox's `aria-activedescendant`). */
export const optionId = (index: number): string => `palette-option-${index}`;
export const LISTBOX_ID = 'palette-listbox';

const ICON_SX = { fontSize: 20, color: 'text.secondary', flexShrink: 0 } as const;

/** An option's icon, label and second line (a page's menu section; a customer's number and phone). */
function describe(
  item: PaletteItem,
  translate: ReturnType<typeof useTranslate>,
): { icon: ReactNode; primary: string; secondary?: string } {
  if (item.kind === 'page') {
    return {
      icon: createElement(item.target.icon, { sx: ICON_SX } as object),
      primary: item.target.label,
      secondary: item.target.section,
    };
  }
  if (item.kind === 'lookup') {
    return {
      icon: <PhoneSearchIcon sx={ICON_SX} />,
      primary: translate('app.palette.lookup', { number: item.number }),
    };
  }
  const { name, number, phone } = item.customer;
  const numberText = number ? translate('app.customer_detail.number', { number }) : undefined;
  return {
    icon: <PersonOutlineIcon sx={ICON_SX} />,
    primary: name || numberText || '',
    secondary: [name ? numberText : undefined, phone].filter(Boolean).join(' · ') || undefined,
  };
}

function Option({
  item,
  index,
  active,
  onHover,
  onPick,
}: {
  item: PaletteItem;
  index: number;
  active: boolean;
  onHover: (index: number) => void;
  onPick: (item: PaletteItem) => void;
}) {
  const translate = useTranslate();
  const { icon, primary, secondary } = describe(item, translate);
  return (
    <Box
      role="option"
      id={optionId(index)}
      aria-selected={active}
      data-testid="palette-option"
      data-kind={item.kind}
      onMouseMove={() => {
        if (!active) onHover(index);
      }}
      // The focus stays in the text field: a click must not take it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(item)}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 0.75,
        mx: 1,
        borderRadius: 1,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : undefined,
        outline: active ? 1 : 0,
        outlineColor: 'primary.main',
      }}
    >
      {icon}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {primary}
        </Typography>
        {secondary && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {secondary}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * The results as a listbox of groups, each named by its heading (recent, pages, customers); the
 * active option is outlined and announced through the combobox's `aria-activedescendant`.
 */
export function PaletteOptions({
  groups,
  active,
  onHover,
  onPick,
}: {
  groups: readonly PaletteGroup[];
  active: number;
  onHover: (index: number) => void;
  onPick: (item: PaletteItem) => void;
}) {
  const translate = useTranslate();
  let index = 0;
  return (
    <Box
      role="listbox"
      id={LISTBOX_ID}
      aria-label={translate('app.palette.results')}
      data-testid="palette-listbox"
      sx={{ overflowY: 'auto', maxHeight: '55vh', py: 0.5 }}
    >
      {groups.map((group) => {
        const headingId = `palette-group-${group.key}`;
        return (
          <Box
            key={group.key}
            role="group"
            aria-labelledby={headingId}
            data-testid={`palette-group-${group.key}`}
          >
            <Typography
              id={headingId}
              role="presentation"
              variant="overline"
              color="text.secondary"
              component="div"
              sx={{ px: 3, pt: 1, lineHeight: 2 }}
            >
              {translate(`app.palette.groups.${group.key}`)}
            </Typography>
            {group.items.map((item) => {
              const at = index++;
              return (
                <Option
                  key={itemKey(item)}
                  item={item}
                  index={at}
                  active={at === active}
                  onHover={onHover}
                  onPick={onPick}
                />
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}
