// What other features may use of user: the api's user, and the GraphQL names of company role types.
export { createUserApi, type CompanyRoleTypeDto, type UserDto } from './user.api.js';
export { ROLE_TYPES } from './user.resolvers.js';
