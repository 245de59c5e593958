// Mentors' public face (docs/PRODUCT.md §3.16): what a student's page shows and does of them. eslint.config.js lets another
// feature import only this file.
export { useMatchableMentors, useMatchMentor, useStudentMentors } from './api/mentors';
