/**
 * Teaching-method lists (issue 13), shared by the settings page that edits them and the
 * reflection form that picks from them. Pure TypeScript: no React, no replica.
 */
export { METHOD_LISTS, methodListOf, type MethodList, type MethodScope } from './method-lists';
