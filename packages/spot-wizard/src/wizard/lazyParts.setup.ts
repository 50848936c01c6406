// Test setup: every lazy part loaded before the tests, as the wizard preloads them while step 1 is on screen.
// A test that renders a step or a component on its own (without WizardScreen) then finds each dialog at once,
// as a user of the wizard does, instead of racing the chunk's import.
import { preloadWizardParts, SuperBatchScreenPart } from './lazyParts';

beforeAll(() => Promise.all([preloadWizardParts(), SuperBatchScreenPart.preload()]));
