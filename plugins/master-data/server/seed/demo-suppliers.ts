import { createRandom, insertRows, type Queryable } from '@cockpit/server/sdk';

interface DemoSupplier {
  name: string;
  contact: string;
  email: string;
  leadTime: number;
  status: 'Active' | 'Inactive';
  comments: string | null;
  /** Material groups this supplier delivers; its materials are taken from them. */
  groups: string[];
}

const DEMO_SUPPLIERS: DemoSupplier[] = [
  {
    name: 'Nordic Fasteners A/S',
    contact: 'Mette Holm',
    email: 'orders@nordicfasteners.example',
    leadTime: 5,
    status: 'Active',
    comments: 'Framework agreement until end of year',
    groups: ['Fasteners'],
  },
  { name: 'Elektro Grossisten', contact: 'Lars Nygaard', email: 'salg@elektrogrossisten.example', leadTime: 7, status: 'Active', comments: null, groups: ['Electrical'] },
  { name: 'SafeWork Supplies', contact: 'Karin Berg', email: 'service@safework.example', leadTime: 10, status: 'Active', comments: 'Minimum order 500 DKK', groups: ['Safety'] },
  { name: 'PackPro ApS', contact: 'Jonas Friis', email: 'ordre@packpro.example', leadTime: 3, status: 'Active', comments: null, groups: ['Packaging'] },
  {
    name: 'Toolmaster Scandinavia',
    contact: 'Ole Sørensen',
    email: 'b2b@toolmaster.example',
    leadTime: 14,
    status: 'Active',
    comments: 'Ships from Gothenburg',
    groups: ['Tools'],
  },
  { name: 'Farve & Lak', contact: 'Sofie Lund', email: 'kontakt@farveoglak.example', leadTime: 6, status: 'Active', comments: null, groups: ['Paint'] },
  {
    name: 'Baltic Hardware',
    contact: 'Tomas Kalnins',
    email: 'sales@baltichardware.example',
    leadTime: 21,
    status: 'Inactive',
    comments: 'Paused after quality issues',
    groups: ['Fasteners', 'Tools'],
  },
];
const NORTH_SUPPLIERS: DemoSupplier[] = [
  {
    name: 'Nordlys Engros AS',
    contact: 'Ingrid Dahl',
    email: 'ordre@nordlys.example',
    leadTime: 4,
    status: 'Active',
    comments: null,
    groups: ['Fasteners', 'Electrical', 'Safety'],
  },
  {
    name: 'Fjord Emballasje',
    contact: 'Per Haugen',
    email: 'post@fjordemballasje.example',
    leadTime: 8,
    status: 'Active',
    comments: null,
    groups: ['Packaging', 'Paint', 'Tools'],
  },
];

/**
 * Suppliers, and most materials linked to the supplier of their group (a material belongs to at
 * most one supplier); about one in six stays unlinked, so association has something to pick from.
 */
export async function seedSuppliers(db: Queryable, businessUnitIds: { demo: number; north: number }, seed: number): Promise<void> {
  const r = createRandom(seed);
  for (const [bu, suppliers] of [
    [businessUnitIds.demo, DEMO_SUPPLIERS],
    [businessUnitIds.north, NORTH_SUPPLIERS],
  ] as const) {
    const ids = await insertRows(
      db,
      'suppliers',
      ['business_unit_id', 'supplier_name', 'contact_person', 'company_email', 'average_lead_time', 'supplier_status', 'comments'],
      suppliers.map((s) => [bu, s.name, s.contact, s.email, s.leadTime, s.status, s.comments]),
      { returning: 'id' },
    );
    const { rows: materials } = await db.query<{ id: number; material_group: string | null }>('select id, material_group from materials where business_unit_id = $1 order by id', [
      bu,
    ]);
    const links = new Map<number, number[]>();
    for (const m of materials) {
      if (r.chance(1 / 6)) continue;
      const candidates = suppliers.map((s, i) => ({ s, id: ids[i] })).filter((c) => m.material_group && c.s.groups.includes(m.material_group));
      if (!candidates.length) continue;
      // The active supplier of the group, now and then the inactive one (its materials wait to be moved).
      const active = candidates.filter((c) => c.s.status === 'Active');
      const chosen = active.length && !r.chance(0.1) ? r.pick(active) : r.pick(candidates);
      links.set(chosen.id, [...(links.get(chosen.id) ?? []), m.id]);
    }
    for (const [supplierId, materialIds] of links) {
      await db.query('update materials set supplier_id = $1 where business_unit_id = $2 and id = any($3)', [supplierId, bu, materialIds]);
    }
  }
}
