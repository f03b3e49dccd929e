import {
  ForbiddenException,
  Injectable,
  UseGuards,
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { ApiRequest } from './request-context.js';

/** Lets only admins through (403 otherwise); runs after the global bearer-token guard. */
@Injectable()
export class AdminOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<ApiRequest>();
    if (!request.user?.flags.isAdmin) throw new ForbiddenException();
    return true;
  }
}

export const AdminOnly = (): MethodDecorator & ClassDecorator => applyDecorators(UseGuards(AdminOnlyGuard));
