// Staff tasks' public face (docs/PRODUCT.md §3.17): what other features show of them. The rest of this folder is the
// Tasks page's own; eslint.config.js lets another feature import only this file.
export { MyTasksCard } from './my-tasks-card';
export { StudentFollowUps } from './student-follow-ups';
