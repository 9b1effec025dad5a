// The relay-runtime API the app and react-relay's hooks (reactRelayHooks.js) use, each from its own
// module: relay-runtime is CommonJS, so its index loads every module whether used or not
// (subscriptions, the response cache, the experimental observers, the fragment containers' resolver),
// which visitors would download for nothing. Browser builds point `relay-runtime` here
// (libraryInternals.ts); types still come from @types/relay-runtime. These paths are relay-runtime's
// internal files: client/src/test/libraryInternals.test.ts checks them, and that every name the hooks
// read is here, on every upgrade.
import ConnectionHandler from 'relay-runtime/lib/handlers/connection/ConnectionHandler';
import ConnectionInterface from 'relay-runtime/lib/handlers/connection/ConnectionInterface';
import commitLocalUpdate from 'relay-runtime/lib/mutations/commitLocalUpdate';
import commitMutation from 'relay-runtime/lib/mutations/commitMutation';
import Network from 'relay-runtime/lib/network/RelayNetwork';
import Observable from 'relay-runtime/lib/network/RelayObservable';
import fetchQuery from 'relay-runtime/lib/query/fetchQuery';
import fetchQueryInternal from 'relay-runtime/lib/query/fetchQueryInternal';
import GraphQLTag from 'relay-runtime/lib/query/GraphQLTag';
import PreloadableQueryRegistry from 'relay-runtime/lib/query/PreloadableQueryRegistry';
import createRelayContext from 'relay-runtime/lib/store/createRelayContext';
import createRelayLoggingContext from 'relay-runtime/lib/store/createRelayLoggingContext';
import Environment from 'relay-runtime/lib/store/RelayModernEnvironment';
import RelayModernOperationDescriptor from 'relay-runtime/lib/store/RelayModernOperationDescriptor';
import Record from 'relay-runtime/lib/store/RelayModernRecord';
import RelayModernSelector from 'relay-runtime/lib/store/RelayModernSelector';
import Store from 'relay-runtime/lib/store/RelayModernStore';
import RecordSource from 'relay-runtime/lib/store/RelayRecordSource';
import RelayStoreUtils from 'relay-runtime/lib/store/RelayStoreUtils';
import getFragmentIdentifier from 'relay-runtime/lib/util/getFragmentIdentifier';
import getPaginationMetadata from 'relay-runtime/lib/util/getPaginationMetadata';
import getPaginationVariables from 'relay-runtime/lib/util/getPaginationVariables';
import getPendingOperationsForFragment from 'relay-runtime/lib/util/getPendingOperationsForFragment';
import getRefetchMetadata from 'relay-runtime/lib/util/getRefetchMetadata';
import getRequestIdentifier from 'relay-runtime/lib/util/getRequestIdentifier';
import getValueAtPath from 'relay-runtime/lib/util/getValueAtPath';
import potentialSnapshotErrors from 'relay-runtime/lib/util/handlePotentialSnapshotErrors';
import isPromise from 'relay-runtime/lib/util/isPromise';
import recycleNodesInto from 'relay-runtime/lib/util/recycleNodesInto';
import RelayFeatureFlags from 'relay-runtime/lib/util/RelayFeatureFlags';
import ReplaySubject from 'relay-runtime/lib/util/RelayReplaySubject';

export {
  commitLocalUpdate,
  commitMutation,
  ConnectionHandler,
  ConnectionInterface,
  Environment,
  fetchQuery,
  getFragmentIdentifier,
  getPaginationMetadata,
  getPaginationVariables,
  getPendingOperationsForFragment,
  getRefetchMetadata,
  getRequestIdentifier,
  getValueAtPath,
  isPromise,
  Network,
  Observable,
  PreloadableQueryRegistry,
  Record,
  RecordSource,
  recycleNodesInto,
  RelayFeatureFlags,
  ReplaySubject,
  Store,
};
export const { getFragment, getRequest, graphql } = GraphQLTag;
export const { createOperationDescriptor } = RelayModernOperationDescriptor;
export const { areEqualSelectors, getSelector, getVariablesFromFragment } = RelayModernSelector;
export const { ID_KEY, ROOT_ID } = RelayStoreUtils;
export const { handlePotentialSnapshotErrors } = potentialSnapshotErrors;
export const __internal = {
  createRelayContext,
  createRelayLoggingContext,
  fetchQuery: fetchQueryInternal.fetchQuery,
  fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
  getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
  getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
};
