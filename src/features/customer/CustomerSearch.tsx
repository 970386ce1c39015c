import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, InputBase } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { linkTo } from '../../platform/routes';
import { useCustomerNumberSearch } from './api';
import { userNumberError } from './customerSearchModel';

/** Whether a key event comes from a place where `/` is typed as text. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The header search (spec §2): a user number or phone number; digits only (V05); Enter looks the
 * customer up and opens its detail. `/` anywhere focuses it (UX.md).
 */
export function CustomerSearch() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const search = useCustomerNumberSearch();

  const submit = () => {
    const problem = userNumberError(value);
    setError(problem);
    if (problem) return;
    search.mutate(value.trim(), {
      onSuccess: (id) => {
        if (id === undefined) {
          notify('app.header.search.not_found', { type: 'warning' });
          return;
        }
        setValue('');
        navigate(linkTo('customerDetail', { id }));
      },
    });
  };

  const message = error ? translate(error) : '';
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        borderRadius: 1,
        bgcolor: alpha(theme.palette.common.white, 0.16),
        '&:hover': { bgcolor: alpha(theme.palette.common.white, 0.24) },
        '&:focus-within': { bgcolor: alpha(theme.palette.common.white, 0.28) },
        outline: error ? `2px solid ${theme.palette.warning.light}` : 'none',
        position: 'relative',
        width: { xs: 150, md: 250 },
        mx: 1,
      })}
    >
      <InputBase
        inputRef={input}
        value={value}
        onChange={(e) => {
          const next = e.target.value;
          setValue(next);
          setError(next.trim() === '' ? undefined : userNumberError(next));
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            setError(undefined);
            input.current?.blur();
          }
        }}
        onBlur={() => {
          if (value.trim() === '') setError(undefined);
        }}
        placeholder={translate('app.header.search.placeholder')}
        inputProps={{
          'aria-label': translate('app.header.search.placeholder'),
          'aria-invalid': !!error,
          'aria-describedby': error ? 'header-search-error' : undefined,
          inputMode: 'numeric',
          'data-testid': 'header-search',
        }}
        startAdornment={
          <InputAdornment position="start" sx={{ color: 'inherit', ml: 1, mr: 0.5 }}>
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
        sx={{ color: 'inherit', flex: 1, fontSize: 14, '& input::placeholder': { opacity: 0.85 } }}
      />
      {error && (
        <Box
          id="header-search-error"
          role="alert"
          data-testid="header-search-error"
          sx={{
            position: 'absolute',
            top: 'calc(100% + 6px)',
            left: 0,
            zIndex: 1,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            boxShadow: 2,
            bgcolor: 'background.paper',
            color: 'error.main',
            fontSize: 12,
            whiteSpace: 'nowrap',
          }}
        >
          {message}
        </Box>
      )}
    </Box>
  );
}
