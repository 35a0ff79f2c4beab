<?php
/**
 * Tells the website which content changed, after WordPress has saved it: one POST per entry
 * that was published, updated while published, unpublished, trashed or deleted, and one for a
 * settings change, to NIRMAL_EARTH_REVALIDATE_URL, signed (ne_content_webhook_headers):
 *   {"type": "team-member"|"client"|"testimonial"|"faq"|"office"|"settings", "id": 12, "pages": [...]}
 * "pages" (testimonials and FAQs) is the union of the pages the entry showed on before and after
 * the change, so that a page it left is refreshed too. Drafts never published announce nothing.
 */

if (!defined('ABSPATH')) {
    exit;
}

/** @return array{0:string,1:string} URL and secret, empty when not configured. */
function ne_content_webhook_config(): array
{
    $url = defined('NIRMAL_EARTH_REVALIDATE_URL') ? NIRMAL_EARTH_REVALIDATE_URL : (string) getenv('NIRMAL_EARTH_REVALIDATE_URL');
    $secret = defined('NIRMAL_EARTH_WEBHOOK_SECRET') ? NIRMAL_EARTH_WEBHOOK_SECRET : (string) getenv('NIRMAL_EARTH_WEBHOOK_SECRET');
    return [(string) $url, (string) $secret];
}

/**
 * The headers of one delivery: its time, a fresh id and an HMAC-SHA256 keyed with the secret over
 * "<time>.<id>.<body>", so the site refuses a delivery that was changed, is old or was already
 * taken. The secret itself never travels.
 */
function ne_content_webhook_headers(string $secret, string $body): array
{
    $timestamp = (string) time();
    $id = wp_generate_uuid4();
    return [
        'Content-Type' => 'application/json',
        'X-Webhook-Timestamp' => $timestamp,
        'X-Webhook-Id' => $id,
        'X-Webhook-Signature' => 'sha256=' . hash_hmac('sha256', $timestamp . '.' . $id . '.' . $body, $secret),
    ];
}

/** Entries changed during this request, by post id: type, whether it was published, pages seen. */
$GLOBALS['ne_content_changes'] = [];
$GLOBALS['ne_content_settings_changed'] = false;

function ne_content_entry_pages(int $post_id): array
{
    $pages = get_post_meta($post_id, 'pages', true);
    return is_array($pages) ? array_values(array_filter($pages, 'is_string')) : [];
}

/** Remembers an entry before (or as) it changes; the first call records its previous state. */
function ne_content_remember(WP_Post $post, ?string $old_status = null): void
{
    $key = ne_content_type_key($post->post_type);
    if ($key === null || wp_is_post_revision($post) || wp_is_post_autosave($post)) {
        return;
    }
    $entry = $GLOBALS['ne_content_changes'][$post->ID] ?? [
        'type' => $key,
        'was_published' => ($old_status ?? $post->post_status) === 'publish',
        'deleted_published' => false,
        'pages' => [],
    ];
    $entry['pages'] = array_values(array_unique(array_merge($entry['pages'], ne_content_entry_pages($post->ID))));
    $GLOBALS['ne_content_changes'][$post->ID] = $entry;
}

add_action('transition_post_status', function ($new_status, $old_status, $post) {
    ne_content_remember($post, $old_status);
}, 10, 3);

// Meta written outside a save (a script, another plugin) on a published entry.
add_action('update_post_meta', function ($meta_id, $post_id, $meta_key) {
    $post = get_post($post_id);
    if ($post && $post->post_status === 'publish' && !str_starts_with((string) $meta_key, '_')) {
        ne_content_remember($post);
    }
}, 10, 3);
foreach (['added_post_meta', 'deleted_post_meta'] as $ne_hook) {
    add_action($ne_hook, function ($meta_ids, $post_id, $meta_key) {
        $post = get_post($post_id);
        if ($post && $post->post_status === 'publish' && !str_starts_with((string) $meta_key, '_')) {
            ne_content_remember($post);
        }
    }, 10, 3);
}
unset($ne_hook);

add_action('before_delete_post', function ($post_id) {
    $post = get_post($post_id);
    if (!$post || ne_content_type_key($post->post_type) === null) {
        return;
    }
    ne_content_remember($post);
    if ($post->post_status === 'publish') {
        $GLOBALS['ne_content_changes'][$post_id]['deleted_published'] = true;
    }
});

add_action('update_option_' . NE_SETTINGS_OPTION, function () {
    $GLOBALS['ne_content_settings_changed'] = true;
});
add_action('add_option_' . NE_SETTINGS_OPTION, function ($option, $value) {
    if (is_array($value) && $value !== []) {
        $GLOBALS['ne_content_settings_changed'] = true;
    }
}, 10, 2);
add_action('delete_option_' . NE_SETTINGS_OPTION, function () {
    $GLOBALS['ne_content_settings_changed'] = true;
});

/** The payloads this request must announce. */
function ne_content_webhook_payloads(): array
{
    $payloads = [];
    foreach ($GLOBALS['ne_content_changes'] as $id => $entry) {
        $post = get_post($id);
        $published_now = $post && $post->post_status === 'publish';
        if (!$entry['was_published'] && !$published_now && !$entry['deleted_published']) {
            continue; // A draft that never was published.
        }
        $pages = $entry['pages'];
        if ($post) {
            $pages = array_values(array_unique(array_merge($pages, ne_content_entry_pages($id))));
        }
        $payloads[] = [
            'type' => $entry['type'],
            'id' => (int) $id,
            'pages' => ne_content_type_pages($entry['type']) !== null ? $pages : [],
        ];
    }
    if ($GLOBALS['ne_content_settings_changed']) {
        $payloads[] = ['type' => 'settings', 'id' => 0, 'pages' => []];
    }
    return $payloads;
}

add_action('shutdown', function () {
    [$url, $secret] = ne_content_webhook_config();
    if ($url === '' || $secret === '') {
        return;
    }
    foreach (ne_content_webhook_payloads() as $payload) {
        $body = wp_json_encode($payload);
        $response = wp_remote_post($url, [
            'timeout' => 5,
            'headers' => ne_content_webhook_headers($secret, $body),
            'body' => $body,
        ]);
        if (is_wp_error($response) || wp_remote_retrieve_response_code($response) !== 200) {
            error_log(sprintf('nirmal-earth-content: the website did not confirm the refresh of %s %d', $payload['type'], $payload['id']));
        }
    }
});
