import { Module } from '@nestjs/common';
import { HierarchyModule } from '../hierarchy/index.js';
import { UsersModule } from '../users/index.js';
import { ConfigController } from './config.controller.js';
import { LoginController } from './login.controller.js';

/** What the console asks first: its public configuration and the signed-in user's session and flags. */
@Module({
  imports: [UsersModule, HierarchyModule],
  controllers: [ConfigController, LoginController],
})
export class SessionModule {}
