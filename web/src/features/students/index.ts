// Students' public face: the picker the forms of other features choose a student with (new application and visa case,
// task, mentor match). eslint.config.js lets another feature import only this file.
export { StudentPicker, useLocalStudentName } from './student-picker';
