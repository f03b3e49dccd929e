/**
 * The API's routes as types, generated from its OpenAPI document (decision 0111): every path,
 * its methods, parameters, request bodies and answers. The console's client and the tests' client
 * are typed from them, so a path or a field that the API does not have fails to compile.
 */
export type { paths as ApiPaths } from './api-paths.js';
