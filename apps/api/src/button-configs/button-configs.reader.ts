import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  BUTTONS,
  BUTTON_ACTIONS,
  GENIE_BUTTON_CONFIGS,
  type ButtonConfigsManagerResponse,
  type ConfigDetail,
} from '@ambient/core';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

interface ConfigDetailView {
  id: number;
  config_id: number;
  button_id: number;
  button_action_id: number;
  description: string | null;
}

const toDetail = (row: ConfigDetailView): ConfigDetail => ({
  id: row.id,
  configId: row.config_id,
  buttonId: row.button_id,
  buttonActionId: row.button_action_id,
  description: row.description,
});

const DETAIL_SELECT = 'SELECT id, config_id, button_id, button_action_id, description FROM config_details';

/** Reads the Genie button configurations (reference data) and their details (read model). */
@Injectable()
export class ButtonConfigsReader {
  constructor(private readonly dataSource: DataSource) {}

  configs(): Array<{ id: number; name: string; description: string }> {
    return GENIE_BUTTON_CONFIGS.map((config) => ({ ...config }));
  }

  async manager(): Promise<Success<ButtonConfigsManagerResponse>> {
    const rows = (await this.dataSource.query(
      `${DETAIL_SELECT} ORDER BY config_id, id`,
    )) as ConfigDetailView[];
    return {
      configs: this.configs(),
      buttons: BUTTONS.map((button) => ({ ...button })),
      buttonActions: BUTTON_ACTIONS.map((action) => ({ ...action })),
      configDetails: rows.map(toDetail),
    };
  }

  async get(id: number): Promise<ConfigDetail | null> {
    const rows = (await this.dataSource.query(`${DETAIL_SELECT} WHERE id = $1`, [id])) as ConfigDetailView[];
    return rows[0] ? toDetail(rows[0]) : null;
  }
}
