//! API keys, managed by the account itself with a live key: list them (never the key), create
//! one (shown once, live or test mode), revoke one. A test key is refused here: it acts on test
//! resources only, and keys are the live account's.

use axum::http::Method;
use axum_extra::extract::CookieJar;
use headers::Host;
use interview_api_generated::apis::api_keys::{
    ApiKeys, CreateApiKeyResponse, DeleteApiKeyResponse, ListApiKeysResponse,
};

use crate::domain::audit::{self, Action};
use crate::domain::ids::KeyId;
use crate::domain::keys::store::{KeyLimitReached, KeyListing, RevokeRefused};
use crate::domain::keys::{self, Principal};
use crate::http::context;
use crate::http::error::ApiError;
use crate::http::pagination::Page;
use crate::models::{self, KeyMode, KeyScope};
use crate::resources::Api;
use crate::wire::{timestamp, to_nullable};

impl From<KeyListing> for models::ApiKey {
    fn from(key: KeyListing) -> Self {
        models::ApiKey {
            id: key.id,
            name: key.name,
            mode: key.mode.0,
            scope: key.scope.0,
            prefix: key.prefix,
            created_at: timestamp(key.created_at),
            last_used_at: to_nullable(key.last_used_at.map(timestamp)),
        }
    }
}

/// Keys are managed with a live key only.
fn live_only(caller: &Principal) -> Result<(), ApiError> {
    match caller.mode {
        KeyMode::Live => Ok(()),
        KeyMode::Test => Err(ApiError::PermissionDenied(
            "API keys are managed with a live key; a test key acts on test-mode resources only",
        )),
    }
}

#[async_trait::async_trait]
impl ApiKeys<ApiError> for Api {
    type Claims = Principal;

    async fn list_api_keys(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        query: &models::ListApiKeysQueryParams,
    ) -> Result<ListApiKeysResponse, ApiError> {
        live_only(caller)?;
        let page = Page::from_query(query.limit, query.cursor.as_deref())?;
        let rows = keys::store::list(&self.state.db, caller.owner_id, page.after, page.fetch()).await?;
        let (keys, pagination) = page.finish(rows, |key| key.id);
        Ok(ListApiKeysResponse::Status200_APIKeys(models::ApiKeyList {
            data: keys.into_iter().map(Into::into).collect(),
            pagination,
        }))
    }

    async fn create_api_key(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        body: &models::ApiKeyCreate,
    ) -> Result<CreateApiKeyResponse, ApiError> {
        live_only(caller)?;
        let mode = body.mode.unwrap_or(KeyMode::Live);
        let scope = body.scope.unwrap_or(KeyScope::Full);
        let mut tx = context::begin_write(&self.state.db).await?;
        let (listing, key) = keys::store::create(&mut tx, caller.owner_id, &body.name, mode, scope)
            .await
            .map_err(|error| match error.downcast::<sqlx::Error>() {
                Ok(database) => ApiError::from(database),
                Err(other) if other.is::<KeyLimitReached>() => ApiError::InvalidState(other.to_string()),
                Err(other) => ApiError::Internal(other),
            })?;
        audit::record(
            &mut *tx,
            &context::actor(caller),
            Action::ApiKeyCreated,
            Some(listing.id),
            &[],
        )
        .await?;
        tx.commit().await?;
        // Known to this instance's flood guard at once (the others learn it from the database).
        self.state.key_directory.insert(&keys::hash_key(&key));
        let listed = models::ApiKey::from(listing);
        Ok(CreateApiKeyResponse::Status201_APIKeyCreated(
            models::ApiKeyWithSecretEnvelope {
                data: models::ApiKeyWithSecret {
                    id: listed.id,
                    name: listed.name,
                    mode: listed.mode,
                    scope: listed.scope,
                    prefix: listed.prefix,
                    created_at: listed.created_at,
                    last_used_at: listed.last_used_at,
                    key,
                },
            },
        ))
    }

    /// Revokes a key at once, on every instance; never the account's last live key.
    async fn delete_api_key(
        &self,
        _: &Method,
        _: &Host,
        _: &CookieJar,
        caller: &Principal,
        path: &models::DeleteApiKeyPathParams,
    ) -> Result<DeleteApiKeyResponse, ApiError> {
        live_only(caller)?;
        let mut tx = context::begin_write(&self.state.db).await?;
        match keys::store::revoke_owned(&mut tx, caller.owner_id, KeyId(path.id)).await? {
            Ok(()) => {}
            Err(RevokeRefused::NotFound) => return Err(ApiError::NotFound("API key")),
            Err(RevokeRefused::LastLiveKey) => {
                return Err(ApiError::InvalidState(
                    "This is the account's last live API key; create another before revoking it".to_owned(),
                ));
            }
        }
        audit::record(
            &mut *tx,
            &context::actor(caller),
            Action::ApiKeyRevoked,
            Some(path.id),
            &[],
        )
        .await?;
        tx.commit().await?;
        Ok(DeleteApiKeyResponse::Status200_APIKeyRevoked(models::DeleteResult {
            success: true,
        }))
    }
}
