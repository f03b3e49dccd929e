/**
 * The English reference texts the code holds (decision 0064): the caregiver tabs' summary labels
 * (the media path types have no such words of their own) and the text resources, which nothing
 * else in the product names.
 */
import { MediaCategory } from '../media/media-path-types.js';

/** How a caregiver tab counts what it holds: "3 songs". */
export const CAREGIVER_SUMMARY_LABELS: Readonly<Record<number, [singular: string, plural: string]>> = {
  [MediaCategory.AudioMusic]: ['song', 'songs'],
  [MediaCategory.AudioRadioShows]: ['radio show', 'radio shows'],
  [MediaCategory.ImagesGeneral]: ['picture', 'pictures'],
  [MediaCategory.ImagesPersonal]: ['personal picture', 'personal pictures'],
  [MediaCategory.VideosTV]: ['show', 'shows'],
  [MediaCategory.VideosHomeMovies]: ['home movie', 'home movies'],
  [MediaCategory.MatchingGameSounds]: ['sound', 'sounds'],
  [MediaCategory.VideosAmbient]: ['ambient video', 'ambient videos'],
  [MediaCategory.VideosPetCat]: ['cat video', 'cat videos'],
  [MediaCategory.VideosTurnWheel]: ['wheel video', 'wheel videos'],
};

/** What an Abby says and shows outside its content: greetings, prompts, the idle screen. */
export const TEXT_RESOURCES: ReadonlyArray<{ id: number; description: string; text: string }> = [
  { id: 1, description: 'Greeting', text: 'Hello! It is nice to see you.' },
  { id: 2, description: 'Farewell', text: 'Goodbye, see you soon!' },
  { id: 3, description: 'Touch prompt', text: 'Touch the screen to begin.' },
  { id: 4, description: 'Idle screen', text: 'I am here whenever you want me.' },
  { id: 5, description: 'New message', text: 'You have a new message from your family.' },
  { id: 6, description: 'Well done', text: 'Well done!' },
  { id: 7, description: 'Try again', text: 'Let us try that again.' },
  { id: 8, description: 'Volume', text: 'Turn the knob to change the volume.' },
];
