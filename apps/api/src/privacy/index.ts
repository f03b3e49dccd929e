/** The privacy slice's public face. */
export { PrivacyModule } from './privacy.module.js';
export { ErasePersonalDataCommand } from './erasure.commands.js';
export { ErasureParticipants, type AfterErasure, type ResidentContent } from './erasure-participants.js';
