// What other modules may use of content: the association's details.
export { loadAssociation } from './association.loader.ts';
