import { Image, Table } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import en from '../../i18n/en.json';
import { useDateTimeFormat } from '../../lib/format';
import { CUSTOMER_REFERRAL_COUNT_QUERY, type Customer, type IdentityCheck } from './queries';

type KnownField = keyof typeof en.users.fields;

/** Field names hidden by the specification: those starting with hash or per, and push_subscription. */
const HIDDEN_PREFIXES = ['hash', 'per'];
/** Words that mark a secret (DESIGN.md §2, rule 5): never shown, even if the graph ever had them. */
const SECRET_WORDS = new Set(['pin', 'hash', 'password', 'secret', 'token']);
/** Fields with a block of their own on the detail (the identity images), never table rows, even when null. */
const BLOCK_FIELDS = new Set(['identityDocuments']);

/** Fields whose value is an image URL (/images/<key>): shown as a thumbnail, never as text. */
const IMAGE_FIELDS = new Set(['photo']);
const THUMBNAIL_PX = 96;

/** The country is an ISO 3166-1 alpha-2 code: shown as its name in the panel's language, then the code. */
function countryText(code: string, language: string): string {
  try {
    return `${new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
}

/** "deviceVerified" or "device_verified" → ["device", "verified"]. */
function fieldWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((word) => word.toLowerCase())
    .filter((word) => word !== '');
}

/** Whether a field of the customer object belongs in the details table (scalars only). */
export function isShownField(name: string, value: unknown): boolean {
  const lower = name.toLowerCase();
  if (name.startsWith('__')) return false;
  if (BLOCK_FIELDS.has(name)) return false;
  if (HIDDEN_PREFIXES.some((prefix) => lower.startsWith(prefix))) return false;
  if (lower.replace(/_/g, '') === 'pushsubscription') return false;
  if (fieldWords(name).some((word) => SECRET_WORDS.has(word))) return false;
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function isKnownField(name: string): name is KnownField {
  return Object.hasOwn(en.users.fields, name);
}

function isIdentityCheck(value: unknown): value is IdentityCheck {
  return Object.hasOwn(en.users.identityCheck, String(value));
}

/** "mobileNumber" → "Mobile number", for a field without a label of its own. */
function humanize(name: string): string {
  const text = fieldWords(name).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every scalar field of the customer the rules let through, in the graph's order, then the referral count. */
export function UserDetailsTable({ customer }: { customer: Customer }) {
  const { t, i18n } = useTranslation();
  const formatTime = useDateTimeFormat();
  const referrals = useQuery(CUSTOMER_REFERRAL_COUNT_QUERY, {
    variables: { id: customer.id },
    fetchPolicy: 'cache-and-network',
  });
  // "None" until the count arrives: the other rows do not wait for it.
  const referralCount = referrals.data?.customer?.referralCount ?? null;
  const fields = [...Object.entries(customer), ['referralCount', referralCount] as const].filter(([name, value]) =>
    isShownField(name, value),
  );

  const label = (name: string) => (isKnownField(name) ? t(`users.fields.${name}`) : humanize(name));
  const display = (name: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('users.details.none');
    if (typeof value === 'boolean') return value ? t('users.details.yes') : t('users.details.no');
    if (name === 'identityCheck' && isIdentityCheck(value)) return t(`users.identityCheck.${value}`);
    if (name === 'country' && typeof value === 'string') return countryText(value, i18n.language);
    if (typeof value === 'string' && name.endsWith('At')) return formatTime(value);
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return String(value);
    return JSON.stringify(value);
  };

  return (
    <Table variant="vertical" layout="fixed" withTableBorder maw={720} data-testid="user-details-table">
      <Table.Tbody>
        {fields.map(([name, value]) => (
          <Table.Tr key={name} data-testid="user-details-row" data-field={name}>
            <Table.Th w={220}>{label(name)}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }} data-testid="user-details-value">
              {IMAGE_FIELDS.has(name) && typeof value === 'string' && value !== '' ? (
                <Image
                  src={value}
                  alt={label(name)}
                  w={THUMBNAIL_PX}
                  h={THUMBNAIL_PX}
                  fit="cover"
                  radius="sm"
                  data-testid="user-details-image"
                />
              ) : (
                display(name, value)
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
