/** The privacy slice's public face. */
export { PrivacyModule } from './privacy.module.js';
export { ErasePersonalDataCommand } from './erasure.commands.js';
