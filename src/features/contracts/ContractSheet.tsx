import { Box, GlobalStyles, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ContractParty } from '../../../dataProvider';
import { safeImageUrl, safeLinkUrl } from '../../../resources/core/safeUrl';
import { SafeHtml } from '../../components/richText/SafeHtml';
import { formatMoney } from '../../platform/format';
import { amountInWords } from './amount';
import { attachUrls, filledServices, PARTY_KEYS, type ContractFormValues } from './contractModel';

/** The template fields the sheet prints (`contract-config`). */
export interface SheetTemplate {
  name?: string;
  party_a?: string;
  party_a_phone?: string;
  terms?: string;
  seal?: string;
}

export const SHEET_ID = 'contract-sheet';

/** Chinese serif faces first (Windows, macOS, Linux), so the printed contract reads as a document. */
const SHEET_FONTS =
  '"Songti SC", "STSong", "SimSun", "Noto Serif CJK SC", "Source Han Serif SC", "Noto Serif SC", serif';

/**
 * Printing shows the sheet alone on A4 paper: everything else (the layout, the form, the buttons)
 * is hidden and the sheet starts at the top of the first page.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '16mm 14mm' },
        'body *': { visibility: 'hidden' },
        // Absolutely placed decorations (the tab bar's underline) would show through.
        '.MuiTabs-indicator': { display: 'none' },
        [`#${SHEET_ID}, #${SHEET_ID} *`]: { visibility: 'visible' },
        [`#${SHEET_ID}`]: {
          position: 'absolute',
          left: 0,
          top: 0,
          width: '100%',
          maxWidth: 'none',
          minHeight: 0,
          margin: 0,
          padding: 0,
          boxShadow: 'none',
          border: 'none',
        },
      },
    }}
  />
);

const PARTY_FIELDS: readonly (keyof ContractParty)[] = PARTY_KEYS.filter(
  (key) => key !== 'real_name' && key !== 'id_card',
);

function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h3" sx={{ font: 'inherit', fontWeight: 700, mt: 2.5, mb: 1 }}>
      {children}
    </Typography>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
      <Box component="span" sx={{ flex: '0 0 8.5em', color: 'text.secondary' }}>
        {label}
      </Box>
      <Box
        component="span"
        sx={{ flex: 1, borderBottom: '1px solid', borderColor: 'divider', minHeight: '1.6em' }}
      >
        {value}
      </Box>
    </Box>
  );
}

/**
 * The print-ready contract (A4): number, party A from the template, party B from the member's
 * profile, services, period, fee with its amount in Chinese capitals (V22), the template's terms,
 * the "no refund after the service starts" clause, attachments and the signature lines. Every
 * value is text, except the terms: rich text, rendered only once sanitised (`SafeHtml`).
 */
export function ContractSheet({
  values,
  template,
  no,
}: {
  values: ContractFormValues;
  template: SheetTemplate | undefined;
  no: string;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.contracts.${key}`, options);
  const blank = t('sheet.blank');
  const seal = safeImageUrl(template?.seal);
  const services = filledServices(values);
  const links = attachUrls(values).flatMap((url) => {
    const href = safeLinkUrl(url);
    return href ? [href] : [];
  });
  const price = values.order_price;
  return (
    <Box
      id={SHEET_ID}
      component="article"
      data-testid="contract-sheet"
      aria-label={t('preview')}
      sx={{
        fontFamily: SHEET_FONTS,
        fontSize: 14,
        lineHeight: 1.8,
        color: '#000',
        bgcolor: '#fff',
        width: '100%',
        maxWidth: '210mm',
        minHeight: '297mm',
        mx: 'auto',
        p: { xs: 3, md: '14mm 12mm' },
        boxShadow: 3,
        boxSizing: 'border-box',
        '@media print': { fontSize: '11pt' },
      }}
    >
      {printStyles}
      <Typography
        component="h2"
        sx={{ font: 'inherit', fontSize: 22, fontWeight: 700, textAlign: 'center', mb: 0.5 }}
      >
        {template?.name || t('sheet.title')}
      </Typography>
      <Box sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }} data-testid="sheet-no">
        {t('sheet.no', { no: no || blank })}
      </Box>

      <Heading>{t('sheet.party_a')}</Heading>
      <Line label={t('sheet.name')} value={template?.party_a ?? ''} />
      <Line label={t('sheet.phone')} value={template?.party_a_phone ?? ''} />

      <Heading>{t('sheet.party_b')}</Heading>
      <Line label={t('real_name')} value={values.party.real_name} />
      <Line label={t('id_card')} value={values.party.id_card} />
      {PARTY_FIELDS.map((key) => (
        <Line key={key} label={t(key)} value={values.party[key]} />
      ))}

      <Heading>{t('sheet.services')}</Heading>
      <Box component="ol" sx={{ m: 0, pl: 3 }} data-testid="sheet-services">
        {services.map((content, i) => (
          <li key={`${i}-${content}`}>{content}</li>
        ))}
      </Box>

      <Heading>{t('sheet.period', { start: values.start || blank, end: values.end || blank })}</Heading>
      <Heading>
        <span data-testid="sheet-fee">
          {t('sheet.fee', {
            money: price === null ? blank : formatMoney(price),
            words: price === null ? blank : amountInWords(price),
          })}
        </span>
      </Heading>

      <Heading>{t('sheet.terms')}</Heading>
      <SafeHtml value={template?.terms ?? ''} testId="sheet-terms" />
      <Box sx={{ mt: 1, fontWeight: 700 }} data-testid="sheet-no-refund">
        {t('sheet.no_refund')}
      </Box>

      {links.length > 0 && (
        <>
          <Heading>{t('sheet.attaches')}</Heading>
          <Box component="ol" sx={{ m: 0, pl: 3, wordBreak: 'break-all' }}>
            {links.map((href) => (
              <li key={href}>{href}</li>
            ))}
          </Box>
        </>
      )}

      <Box sx={{ mt: 5, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4, breakInside: 'avoid' }}>
        <Box sx={{ position: 'relative' }}>
          <div>{t('sheet.sign_a')}</div>
          {seal && (
            <Box
              component="img"
              src={seal}
              alt=""
              sx={{ position: 'absolute', left: '5em', top: -8, width: 96, height: 96, opacity: 0.85 }}
            />
          )}
          <Box sx={{ mt: 4 }}>{t('sheet.date', { date: values.signed_at || blank })}</Box>
        </Box>
        <Box>
          <div>{t('sheet.sign_b')}</div>
          <Box sx={{ mt: 4 }}>{t('sheet.date', { date: values.signed_at || blank })}</Box>
        </Box>
      </Box>
    </Box>
  );
}
