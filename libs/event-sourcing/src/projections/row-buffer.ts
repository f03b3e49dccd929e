// Where `testing/projection-spec.ts` still finds the row buffer, which moved to the rebuild; goes
// once that import names `../rebuild/row-buffer.js`.
export { RowBuffer } from '../rebuild/row-buffer.js';
