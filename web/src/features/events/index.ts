// Recruitment events' public face (docs/PRODUCT.md §3.18): the fairs other features list (fair mode, the students list's
// event filter). eslint.config.js lets another feature import only this file.
export { useEvents } from './api/recruitment-events';
