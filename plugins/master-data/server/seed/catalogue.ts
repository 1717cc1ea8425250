import type { Random } from '@cockpit/server/sdk';

// Word lists for believable material names; combined deterministically by the seeded generator.
const PRODUCTS = [
  ['Hex bolt', 'Fasteners', 'PCS'],
  ['Wood screw', 'Fasteners', 'PCS'],
  ['Washer', 'Fasteners', 'PCS'],
  ['Wall plug', 'Fasteners', 'PCS'],
  ['Cable tie', 'Electrical', 'PCS'],
  ['Extension cord', 'Electrical', 'PCS'],
  ['LED bulb', 'Electrical', 'PCS'],
  ['Fuse', 'Electrical', 'PCS'],
  ['Safety glove', 'Safety', 'PAIR'],
  ['Ear plug', 'Safety', 'PCS'],
  ['Hard hat', 'Safety', 'PCS'],
  ['Safety glasses', 'Safety', 'PCS'],
  ['Packing tape', 'Packaging', 'ROLL'],
  ['Stretch film', 'Packaging', 'ROLL'],
  ['Carton box', 'Packaging', 'PCS'],
  ['Pallet label', 'Packaging', 'PCS'],
  ['Drill bit', 'Tools', 'PCS'],
  ['Screwdriver', 'Tools', 'PCS'],
  ['Tape measure', 'Tools', 'PCS'],
  ['Utility knife', 'Tools', 'PCS'],
  ['Paint brush', 'Paint', 'PCS'],
  ['Primer', 'Paint', 'L'],
  ['Wall paint', 'Paint', 'L'],
  ['Masking tape', 'Paint', 'ROLL'],
] as const;
const VARIANTS = ['M6x20', 'M8x40', 'M10x60', '200 mm', '300 mm', '5 m', '10 m', 'small', 'medium', 'large', 'XL', '1 L', '2.5 L', '10 L', 'red', 'blue', 'black', 'white'];
const COLOURS = ['Red', 'Blue', 'Black', 'White', 'Grey', 'Green', null, null];

export interface DemoMaterial {
  itemNo: string;
  name: string;
  description: string;
  barcode: string;
  ean: string;
  baseUoM: string;
  materialGroup: string;
  costPrice: number;
  salesPrice: number;
  abc: 'A' | 'B' | 'C';
  colour: string | null;
  weight: number;
  min: number;
  max: number;
}

export function demoMaterial(r: Random, index: number): DemoMaterial {
  const [product, group, uom] = r.pick(PRODUCTS);
  const variant = r.pick(VARIANTS);
  const cost = Math.round(r.int(50, 50_000)) / 100;
  const min = r.int(0, 4) * 10;
  return {
    itemNo: `ITM-${String(100000 + index)}`,
    name: `${product} ${variant}`,
    description: `${product} (${variant}), ${group.toLowerCase()}`,
    barcode: String(5700000000000 + index * 7),
    ean: String(5700000000000 + index * 7),
    baseUoM: uom,
    materialGroup: group,
    costPrice: cost,
    salesPrice: Math.round(cost * (1.3 + r.next()) * 100) / 100,
    abc: r.pick(['A', 'B', 'B', 'C', 'C', 'C'] as const),
    colour: r.pick(COLOURS),
    weight: Math.round(r.next() * 5000) / 1000,
    min,
    max: min === 0 ? 0 : min * r.int(3, 6),
  };
}
