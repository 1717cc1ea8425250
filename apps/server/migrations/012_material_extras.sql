-- Material fields that 010 does not hold: extra identifiers, alternative
-- materials and the bill of materials (a kit's components).

alter table materials
  add column material_identifiers     text[] not null default '{}',
  add column alternative_material_ids int[]  not null default '{}';

create table bom_components (
  parent_material_id    int not null references materials(id) on delete cascade,
  -- A material used in a kit cannot be deleted while the kit lists it.
  component_material_id int not null references materials(id) on delete restrict,
  quantity              int not null check (quantity > 0),
  primary key (parent_material_id, component_material_id),
  check (parent_material_id <> component_material_id)
);
create index bom_components_component on bom_components (component_material_id);
