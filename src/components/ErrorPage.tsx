import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

interface ErrorPageProps {
  code: '403' | '404';
  titleKey: string;
  textKey: string;
}

function ErrorPage({ code, titleKey, textKey }: ErrorPageProps) {
  const translate = useTranslate();
  return (
    <Box
      data-testid={`page-${code}`}
      sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', textAlign: 'center', p: 3 }}
    >
      <Box>
        <Typography
          variant="h1"
          component="p"
          color="primary"
          sx={{ fontWeight: 700, fontSize: 96, lineHeight: 1 }}
        >
          {code}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
          {translate(titleKey)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {translate(textKey)}
        </Typography>
        <Button component={Link} to="/" variant="contained">
          {translate('app.errors.back_home')}
        </Button>
      </Box>
    </Box>
  );
}

/** The 403 page: shown for a forbidden route (also when typed by hand) and after a 403 answer. */
export function ForbiddenPage() {
  return <ErrorPage code="403" titleKey="app.errors.forbidden_title" textKey="app.errors.forbidden_text" />;
}

export function NotFoundPage() {
  return <ErrorPage code="404" titleKey="app.errors.not_found_title" textKey="app.errors.not_found_text" />;
}
