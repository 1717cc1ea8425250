/** The material dialog's request types and schemas are the route table's (packages/contracts/src/routes/material-input.ts). */
export { createMaterialBody, MATERIAL_STATES, updateMaterialBody, type BomLineInput, type MaterialInput, type UnitOfMeasureInput } from '@cockpit/contracts/routes/material-input';
