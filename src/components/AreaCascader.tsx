import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ClearIcon from '@mui/icons-material/Clear';
import {
  Box,
  IconButton,
  InputAdornment,
  ListItemText,
  MenuItem,
  MenuList,
  Popover,
  Skeleton,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { RecentAreasColumn, recordAreaHistory, useAreaHistory } from './AreaCascaderRecent';

/** An area option (spec §3): `show_children` 0 is a leaf; children load by `parent_code`. */
export interface AreaOption {
  id: number | string;
  area_code: string;
  name: string;
  show_children: number;
  parent_code?: string | null;
}

/** Every child of one area in one page. */
const ALL = { page: 1, perPage: 1000 } as const;
const COLUMN_WIDTH = 150;
const COLUMN_HEIGHT = 280;

type GetList = ReturnType<typeof useDataProvider>['getList'];

/** The query of the areas under `parent` (the top level when undefined): `GET /area?parent_code=`. */
export function areaLevelQuery(getList: GetList, parent: string | undefined) {
  return {
    queryKey: ['area', 'children', parent ?? ''],
    queryFn: async (): Promise<AreaOption[]> => {
      const { data } = await getList<AreaOption>('area', {
        filter: parent ? { parent_code: parent } : {},
        pagination: ALL,
        sort: { field: 'area_code', order: 'ASC' },
      });
      // A server that answers more than one level (no parent asked): keep this level only.
      return data.filter((a) => (a.parent_code ?? '') === (parent ?? ''));
    },
    staleTime: Infinity,
  };
}

export interface AreaCascaderProps {
  /** The field's (translated) label. */
  label: string;
  /** The chosen path of area codes, top level first (`[]`: none). */
  value: readonly string[];
  /** Every click chooses its level (a province, a city or a district); `[]` clears. */
  onChange(path: string[]): void;
  width?: number | string;
  /** A form's message under the field (the field then shows as invalid). */
  error?: string;
  'data-testid'?: string;
}

/**
 * Chooses an area level by level (spec §3, `GET /area?parent_code=`): a field showing the chosen
 * path (`广东省 / 深圳市`), opening columns of areas; each level loads when it opens. The user's
 * recent full areas come first, one click each (AreaCascaderRecent.tsx).
 */
export function AreaCascader({ label, value, onChange, width = 190, error, ...rest }: AreaCascaderProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const dataProvider = useDataProvider();
  // The names of the chosen path (its levels come from the cache once the columns were opened).
  const levels = useQueries({
    queries: value.map((_, index) =>
      areaLevelQuery(dataProvider.getList, index === 0 ? undefined : value[index - 1]),
    ),
  });
  const text = value
    .map(
      (code, index) =>
        levels[index]?.data?.find((a) => a.area_code === code)?.name ??
        (levels[index]?.isPending ? '…' : code),
    )
    .join(' / ');
  const columns = [undefined, ...value.filter((code, index) => !isLeaf(levels[index]?.data, code))];
  // The user's recent areas come first (issue 45); with nothing chosen yet, they have the focus.
  const history = useAreaHistory();
  const recentFirst = history.length > 0 && value.length === 0;
  const nameAt = (index: number, code: string) =>
    levels[index]?.data?.find((a) => a.area_code === code)?.name ?? code;

  return (
    <>
      <TextField
        size="small"
        label={label}
        value={text}
        onClick={(e) => setAnchor(e.currentTarget)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
            e.preventDefault();
            setAnchor(e.currentTarget);
          }
        }}
        sx={{ width, '& input': { cursor: 'pointer', textOverflow: 'ellipsis' } }}
        data-testid={rest['data-testid']}
        error={!!error}
        helperText={error}
        slotProps={{
          inputLabel: { shrink: value.length > 0 || undefined },
          htmlInput: {
            readOnly: true,
            role: 'combobox',
            'aria-haspopup': 'dialog',
            'aria-expanded': open,
            title: text,
          },
          input: {
            endAdornment:
              value.length > 0 ? (
                <InputAdornment position="end">
                  <Tooltip title={translate('app.cascader.clear')}>
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label={translate('app.cascader.clear')}
                      onClick={(e) => {
                        e.stopPropagation();
                        onChange([]);
                      }}
                    >
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ) : (
                <InputAdornment position="end" sx={{ pointerEvents: 'none', color: 'action.active' }}>
                  <ArrowDropDownIcon />
                </InputAdornment>
              ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { display: 'flex' } } }}
      >
        {history.length > 0 && (
          <RecentAreasColumn
            history={history}
            height={COLUMN_HEIGHT}
            autoFocus={recentFirst}
            onChoose={(area) => {
              onChange(area.codes);
              recordAreaHistory(area);
              close();
            }}
          />
        )}
        {columns.map((parent, index) => (
          <Column
            key={parent ?? ''}
            parent={parent}
            chosen={value[index]}
            label={label}
            autoFocus={!recentFirst && index === columns.length - 1}
            onChoose={(option) => {
              const path = [...value.slice(0, index), option.area_code];
              onChange(path);
              if (option.show_children !== 0) return;
              // A full area: kept in the user's history, with the names it shows under.
              const names = [...value.slice(0, index).map((code, level) => nameAt(level, code)), option.name];
              recordAreaHistory({ codes: path, names });
              close();
            }}
          />
        ))}
      </Popover>
    </>
  );
}

function isLeaf(options: readonly AreaOption[] | undefined, code: string): boolean {
  const option = options?.find((a) => a.area_code === code);
  return option ? option.show_children === 0 : false;
}

function Column({
  parent,
  chosen,
  label,
  autoFocus,
  onChoose,
}: {
  parent: string | undefined;
  chosen: string | undefined;
  label: string;
  autoFocus: boolean;
  onChoose(option: AreaOption): void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { data, isPending, isError } = useQuery(areaLevelQuery(dataProvider.getList, parent));
  return (
    <Box
      sx={{
        width: COLUMN_WIDTH,
        height: COLUMN_HEIGHT,
        overflowY: 'auto',
        borderLeft: parent ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      {isPending ? (
        <Box aria-busy="true" aria-label={translate('app.cascader.loading')} sx={{ p: 1 }}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={32} />
          ))}
        </Box>
      ) : isError || data.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
          {translate(isError ? 'app.cascader.error' : 'app.cascader.empty')}
        </Typography>
      ) : (
        <MenuList dense autoFocusItem={autoFocus} aria-label={label}>
          {data.map((option) => (
            <MenuItem
              key={option.area_code}
              selected={option.area_code === chosen}
              onClick={() => onChoose(option)}
            >
              <ListItemText slotProps={{ primary: { noWrap: true } }}>{option.name}</ListItemText>
              {option.show_children !== 0 && (
                <ChevronRightIcon fontSize="small" sx={{ color: 'text.secondary' }} />
              )}
            </MenuItem>
          ))}
        </MenuList>
      )}
    </Box>
  );
}
