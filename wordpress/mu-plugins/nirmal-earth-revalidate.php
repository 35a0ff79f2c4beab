<?php
/**
 * Plugin Name: Nirmal Earth revalidation webhook
 * Description: Tells the website which post changed (published, updated, trashed, re-categorised
 *              or given a new slug) so that only that post, the blog list and its categories are
 *              refreshed.
 * Version: 1.0.0
 *
 * Configure in wp-config.php (or the environment of the PHP process):
 *   define('NIRMAL_EARTH_REVALIDATE_URL', 'https://www.example.com/api/revalidate');
 *   define('NIRMAL_EARTH_WEBHOOK_SECRET', '<the site's WORDPRESS_WEBHOOK_SECRET>');
 */

if (!defined('ABSPATH')) {
    exit;
}

/** @return array{0:string,1:string} URL and secret, empty when not configured. */
function nirmal_earth_revalidate_config(): array
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
function nirmal_earth_revalidate_headers(string $secret, string $body): array
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

/** Post ids changed during this request, with the slugs and categories they had before and after. */
$GLOBALS['nirmal_earth_changed'] = [];

function nirmal_earth_remember_post($post): void
{
    $post = get_post($post);
    if (!$post || $post->post_type !== 'post' || wp_is_post_revision($post) || wp_is_post_autosave($post)) {
        return;
    }
    $entry = $GLOBALS['nirmal_earth_changed'][$post->ID] ?? ['id' => $post->ID, 'slugs' => [], 'categories' => []];
    // A trashed post's slug gains a "__trashed" suffix; the public slug is kept in meta.
    $desired = get_post_meta($post->ID, '_wp_desired_post_slug', true);
    foreach ([$post->post_name, $desired] as $slug) {
        $slug = preg_replace('/__trashed(-\d+)?$/', '', (string) $slug);
        if ($slug !== '' && !in_array($slug, $entry['slugs'], true)) {
            $entry['slugs'][] = $slug;
        }
    }
    $terms = wp_get_post_categories($post->ID);
    foreach (is_array($terms) ? $terms : [] as $term_id) {
        if (!in_array((int) $term_id, $entry['categories'], true)) {
            $entry['categories'][] = (int) $term_id;
        }
    }
    $GLOBALS['nirmal_earth_changed'][$post->ID] = $entry;
}

// Only changes that touch a published post matter: drafts never appear on the site.
add_action('transition_post_status', function ($new_status, $old_status, $post) {
    if ($new_status === 'publish' || $old_status === 'publish') {
        nirmal_earth_remember_post($post);
    }
}, 10, 3);

// A new slug: WordPress has already saved it when the status hooks run, so the address the post
// had, whose page the website still holds, comes from the post as it was before the update.
add_action('post_updated', function ($post_id, $post_after, $post_before) {
    if ($post_after->post_type !== 'post' || $post_before->post_status !== 'publish'
        || $post_before->post_name === $post_after->post_name) {
        return;
    }
    nirmal_earth_remember_post($post_after);
    $old = (string) $post_before->post_name;
    if ($old !== '' && !in_array($old, $GLOBALS['nirmal_earth_changed'][$post_id]['slugs'] ?? [], true)) {
        $GLOBALS['nirmal_earth_changed'][$post_id]['slugs'][] = $old;
    }
}, 10, 3);

// Category changes: remember the categories before and after the change.
add_action('set_object_terms', function ($object_id, $terms, $tt_ids, $taxonomy, $append, $old_tt_ids) {
    if ($taxonomy !== 'category' || get_post_status($object_id) !== 'publish') {
        return;
    }
    nirmal_earth_remember_post($object_id);
    foreach ((array) $old_tt_ids as $tt_id) {
        $term = get_term_by('term_taxonomy_id', (int) $tt_id, 'category');
        if ($term && !in_array((int) $term->term_id, $GLOBALS['nirmal_earth_changed'][$object_id]['categories'], true)) {
            $GLOBALS['nirmal_earth_changed'][$object_id]['categories'][] = (int) $term->term_id;
        }
    }
}, 10, 6);

add_action('before_delete_post', function ($post_id) {
    if (get_post_status($post_id) === 'publish') {
        nirmal_earth_remember_post($post_id);
    }
});

// One call per changed post, after WordPress has finished saving.
add_action('shutdown', function () {
    [$url, $secret] = nirmal_earth_revalidate_config();
    if ($url === '' || $secret === '' || empty($GLOBALS['nirmal_earth_changed'])) {
        return;
    }
    foreach ($GLOBALS['nirmal_earth_changed'] as $entry) {
        $body = wp_json_encode($entry);
        $response = wp_remote_post($url, [
            'timeout' => 5,
            'headers' => nirmal_earth_revalidate_headers($secret, $body),
            'body' => $body,
        ]);
        if (is_wp_error($response) || wp_remote_retrieve_response_code($response) !== 200) {
            error_log('nirmal-earth-revalidate: the website did not confirm the refresh of post ' . $entry['id']);
        }
    }
});
