// Test-only entry (`@box/ui/testing`): never imported by production code, so it never lands in a bundle.

export {
  type DescribeStoriesOptions,
  describeStories,
  type StoryChecks,
} from './describeStories';
export { type FakeEventStream, fakeEventStream } from './eventStream';
export {
  createFakeFetch,
  type FakeApi,
  type FakeApiOptions,
  type FakeCall,
  type FakeDelay,
  type FakeReply,
  type FakeRequest,
  type FakeRoutes,
  type RouteHandler,
  reply,
} from './fakeFetch';
export { type RenderWidgetOptions, type RenderWidgetResult, renderWidget } from './renderWidget';
