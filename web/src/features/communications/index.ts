// Message templates' public face (docs/PRODUCT.md §3.19): the templates a student's page sends from. eslint.config.js lets another feature
// import only this file.
export { useMessageTemplates } from './api/message-templates';
