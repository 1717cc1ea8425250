import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPath } from '@cockpit/contracts/api-base';
import { createMemorySource } from '../memory-source';
import type { SchemaSet } from '../schema-set';
import type { PluginSource, SchemaIssue, SchemaSource } from '../types';
import { validateSchemaSource } from '../validate-source';

/**
 * A small schema set that validates without a single issue, for tests to break one thing at a
 * time. It uses the real meta-schemas (the language under test) and invented screens, so that
 * other people's edits to schemas/ cannot make these tests fail.
 */
const metaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../schemas/meta');

// Tests reach deep into the JSON to break one thing; typing every shape would hide the point.
export type Files = Record<string, any>;

function metaFiles(): Files {
  const files: Files = {};
  for (const name of fs.readdirSync(metaDir)) files[`meta/${name}`] = JSON.parse(fs.readFileSync(path.join(metaDir, name), 'utf8'));
  return files;
}

const texts = (lang: string): Files => {
  const t = (en: string, da: string) => (lang === 'en-GB' ? en : da);
  return {
    [`i18n/${lang}/Orders.json`]: {
      title: t('Orders', 'Ordrer'),
      board: t('Board', 'Tavle'),
      columns: { id: 'Id', state: t('State', 'Status') },
      actions: { cancel: t('Cancel', 'Annuller') },
      cancel: { title: t('Cancel orders', 'Annuller ordrer'), reason: t('Reason', 'Årsag'), reasonPlaceholder: t('Why?', 'Hvorfor?') },
    },
    [`i18n/${lang}/Enums.OrderState.json`]: { Started: t('Started', 'Startet') },
    [`i18n/${lang}/Menu.json`]: { orders: t('Orders', 'Ordrer') },
    [`i18n/${lang}/Settings.json`]: { users: t('Users', 'Brugere'), groups: { general: t('General', 'Generelt') } },
  };
};

export function schemaFixture(): Files {
  return {
    ...metaFiles(),
    'index.json': {
      $schema: './meta/index.schema.json',
      apiPaths: ['api-paths/orders.json'],
      permissions: 'permissions.json',
      menu: 'menu.json',
      grids: ['grids/orders.json'],
      dialogs: ['dialogs/cancel-order.json'],
    },
    'api-paths/orders.json': {
      $schema: '../meta/api-paths.schema.json',
      paths: {
        'OutgoingOrder.list': { method: 'GET', path: apiPath('OutgoingOrder/list') },
        'OutgoingOrder.cancel': { method: 'POST', path: apiPath('OutgoingOrder/cancel') },
        'Lookup.reasons': { method: 'GET', path: apiPath('Lookup/reasons') },
      },
    },
    'permissions.json': {
      $schema: './meta/permissions.schema.json',
      header: { users: 'admin' },
      grid: { exports: 'all' },
      data: { navigation: 'all', cancel_order: { roles: ['AdminRole'] } },
    },
    'menu.json': {
      $schema: './meta/menu.schema.json',
      items: [{ routeName: 'orders', path: 'orders-page', displayName: 'Menu.orders', order: 1, permission: 'data/navigation' }],
      settings: [
        {
          group: 'General',
          displayName: 'Settings.groups.general',
          items: [{ routeName: 'users', path: 'users', displayName: 'Settings.users', permission: 'header/settings/users' }],
        },
      ],
    },
    'grids/orders.json': {
      $schema: '../meta/grid.schema.json',
      id: 'OutgoingOrder',
      component: 'OutgoingOrders',
      title: 'Orders.title',
      routes: [{ path: 'orders-page', paging: 'client' }],
      permission: 'data/navigation',
      dataSource: { api: 'OutgoingOrder.list' },
      rowId: 'id',
      defaultSort: { field: 'id', direction: 'desc' },
      columns: [
        { field: 'id', label: 'Orders.columns.id', type: 'number', width: 90 },
        { field: 'state', label: 'Orders.columns.state', type: 'enum', enum: 'OrderState', renderer: 'orders.stateBadge' },
      ],
      filters: [{ name: 'state', label: 'Orders.columns.state', type: 'select', options: { enum: 'OrderState', values: ['Started'] } }],
      actions: [
        {
          id: 'cancel',
          label: 'Orders.actions.cancel',
          selection: 'many',
          permission: 'data/cancel_order',
          enabledWhen: { field: 'state', in: ['Started'] },
          dialog: 'cancel-order',
          call: { api: 'OutgoingOrder.cancel', body: { ids: '$selected.id', reason: '$form.reason' } },
        },
      ],
    },
    'dialogs/cancel-order.json': {
      $schema: '../meta/dialog.schema.json',
      id: 'cancel-order',
      title: 'Orders.cancel.title',
      form: { type: 'object', required: ['reason'], properties: { reason: { type: 'string', title: 'Orders.cancel.reason' } } },
      uiSchema: { reason: { 'ui:placeholder': 'Orders.cancel.reasonPlaceholder' } },
      lookups: { reason: { call: 'Lookup.reasons', value: 'code', label: 'text' } },
    },
    'i18n/languages.json': {
      languages: [
        { code: 'en-GB', name: 'English', console: true, signIn: true },
        { code: 'da-DK', name: 'Dansk', console: true, signIn: true },
        { code: 'de-DE', name: 'Deutsch', console: false, signIn: true },
      ],
    },
    ...texts('en-GB'),
    ...texts('da-DK'),
  };
}

export function pluginFixture(): Files {
  return {
    $schema: '../../schemas/meta/plugin.schema.json',
    name: 'orders',
    pages: [{ path: 'users', title: 'Settings.users', permission: 'header/settings/users' }],
    renderers: ['stateBadge'],
    actions: ['print'],
    translationGroups: ['Orders'],
  };
}

export interface FixtureOptions {
  plugins?: Files[] | null;
  source?: (files: Files) => SchemaSource;
}

/** Validates the files (by default with the fixture's plugin) and answers the set. */
export function validateFixture(files: Files, options: FixtureOptions = {}): Promise<SchemaSet> {
  const manifests = options.plugins === undefined ? [pluginFixture()] : options.plugins;
  const plugins: PluginSource[] | undefined = manifests?.map((data) => ({ file: `../plugins/${String(data.name)}/plugin.json`, data }));
  return validateSchemaSource((options.source ?? createMemorySource)(files), { plugins });
}

/** The issues as `file#pointer: message` lines, which read well in a failing expectation. */
export function lines(issues: SchemaIssue[]): string[] {
  return issues.map((i) => `${i.file}#${i.pointer}: ${i.message}`);
}
