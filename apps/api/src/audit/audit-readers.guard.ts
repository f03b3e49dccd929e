import {
  ForbiddenException,
  Inject,
  Injectable,
  UseGuards,
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ApiRequest } from '../common/request-context.js';

/**
 * Who reads the event logs (decision 0059): admins, and the read-only auditors named by
 * AUDITOR_IDS, whatever their role; anyone else is refused with 403.
 */
@Injectable()
export class AuditReadersGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<ApiRequest>().user;
    if (!user) throw new ForbiddenException();
    if (user.flags.isAdmin || this.config.auditorIds.includes(user.profile.id)) return true;
    throw new ForbiddenException();
  }
}

export const AuditReaders = (): MethodDecorator & ClassDecorator =>
  applyDecorators(UseGuards(AuditReadersGuard));
