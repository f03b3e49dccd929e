import { Module } from '@nestjs/common';
import { HierarchyModule } from '../hierarchy/index.js';
import { KeyTagCommandHandler } from './key-tag.commands.js';
import { KeyTagsController } from './key-tags.controller.js';
import { KeyTagsProjection } from './key-tags.projection.js';
import { KeyTagsReader } from './key-tags.reader.js';

/** Key tags and their residents (spec 02, Key/Tag mapper). */
@Module({
  imports: [HierarchyModule],
  controllers: [KeyTagsController],
  providers: [KeyTagCommandHandler, KeyTagsProjection, KeyTagsReader],
  exports: [KeyTagsReader],
})
export class KeyTagsModule {}
