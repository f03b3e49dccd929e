import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  BUTTON_ACTIONS,
  DomainError,
  PHIDGET_INPUTS,
  PHIDGET_OUTPUTS,
  PHIDGET_STYLES,
  type PhidgetChannel,
  type ButtonConfigsManagerResponse,
  type ConfigDetail,
  type ConfigDetailInput,
  type ConfigDetailResponse,
  type ConfigsResponse,
} from '@ambient/core';
import { AdminOnly } from '../common/admin-only.guard.js';
import { toId } from '../common/delete-check.js';
import { Ctx } from '../common/request-context.js';
import type { CommandContext } from '@ambient/event-sourcing';
import { ButtonConfigCommandMessage } from './button-config.commands.js';
import { ButtonConfigsReader } from './button-configs.reader.js';
import { IdParam, ValidBody, Answers, doneAnswer } from '../common/validation.js';
import {
  configDetailBodySchema,
  type ConfigDetailBody,
  buttonConfigsManagerAnswer,
  configDetailAnswer,
  configsAnswer,
  phidgetActionsAnswer,
  phidgetInputsAnswer,
  phidgetOutputsAnswer,
  phidgetStylesAnswer,
} from './button-config.schemas.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

function toInput(body: ConfigDetailBody): ConfigDetailInput {
  return {
    buttonId: toId(body?.buttonId),
    buttonActionId: toId(body?.buttonActionId),
    description: typeof body?.description === 'string' ? body.description : null,
  };
}

/**
 * Genie button configurations (spec 02 §2 "Genie configuration", §7). The list of
 * configurations is for every signed-in user (the kiosk dialog offers it); the manager and the
 * details are for admins only.
 */
@ApiTags('button configs')
@ApiBearerAuth()
@Controller()
export class ButtonConfigsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly details: ButtonConfigsReader,
  ) {}

  @Get('configs')
  @Answers(configsAnswer)
  configs(): Success<ConfigsResponse> {
    return { configs: this.details.configs() };
  }

  /** The Phidget board's inputs and outputs, button styles and actions (reference data). */
  @Get('configs/phidgets/inputs')
  @Answers(phidgetInputsAnswer)
  phidgetInputs(): { inputs: PhidgetChannel[] } {
    return { inputs: PHIDGET_INPUTS };
  }

  @Get('configs/phidgets/outputs')
  @Answers(phidgetOutputsAnswer)
  phidgetOutputs(): { outputs: PhidgetChannel[] } {
    return { outputs: PHIDGET_OUTPUTS };
  }

  @Get('configs/phidgetstyles')
  @Answers(phidgetStylesAnswer)
  phidgetStyles(): { styles: PhidgetChannel[] } {
    return { styles: PHIDGET_STYLES };
  }

  @Get('configs/phidgetactions')
  @Answers(phidgetActionsAnswer)
  phidgetActions(): { actions: typeof BUTTON_ACTIONS } {
    return { actions: BUTTON_ACTIONS };
  }

  @AdminOnly()
  @Get('buttonconfigs/manager')
  @Answers(buttonConfigsManagerAnswer)
  manager(): Promise<Success<ButtonConfigsManagerResponse>> {
    return this.details.manager();
  }

  @AdminOnly()
  @Post('buttonconfigdetails')
  @Answers(configDetailAnswer)
  @HttpCode(200)
  async add(
    @ValidBody(configDetailBodySchema) body: ConfigDetailBody,
    @Ctx() context: CommandContext,
  ): Promise<Success<ConfigDetailResponse>> {
    const configId = toId(body.configId) ?? 0;
    const id = await this.commands.execute(
      new ButtonConfigCommandMessage({ type: 'AddConfigDetail', configId, input: toInput(body) }, context),
    );
    return { configDetail: await this.found(id) };
  }

  /** The detail keeps its configuration; a `configId` in the body is not read. */
  @AdminOnly()
  @Put('buttonconfigdetails/:id')
  @Answers(configDetailAnswer)
  async change(
    @IdParam() id: number,
    @ValidBody(configDetailBodySchema) body: ConfigDetailBody,
    @Ctx() context: CommandContext,
  ): Promise<Success<ConfigDetailResponse>> {
    await this.commands.execute(
      new ButtonConfigCommandMessage(
        { type: 'ChangeConfigDetail', configDetailId: id, input: toInput(body) },
        context,
      ),
    );
    return { configDetail: await this.found(id) };
  }

  @AdminOnly()
  @Delete('buttonconfigdetails/:id')
  @Answers(doneAnswer)
  async remove(@IdParam() id: number, @Ctx() context: CommandContext): Promise<Record<string, never>> {
    await this.commands.execute(
      new ButtonConfigCommandMessage({ type: 'RemoveConfigDetail', configDetailId: id }, context),
    );
    return {};
  }

  private async found(id: number): Promise<ConfigDetail> {
    const detail = await this.details.get(id);
    if (!detail) throw new DomainError('config.detailNotFound', {}, 404, 1);
    return detail;
  }
}
