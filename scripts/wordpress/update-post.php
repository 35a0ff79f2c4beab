<?php
/**
 * Changes a post as an editor would, so that the must-use plugin notifies the website (used by
 * the webhook and multi-instance tests): a new title, or a new status (draft to unpublish,
 * publish to publish again).
 *
 *   NIRMAL_EARTH_REVALIDATE_URL=http://127.0.0.1:3118/api/revalidate \
 *   NIRMAL_EARTH_WEBHOOK_SECRET=... php scripts/wordpress/update-post.php <slug> <new title>
 *   ... php scripts/wordpress/update-post.php <slug> --status=draft|publish
 *   ... php scripts/wordpress/update-post.php <slug> --slug=<new slug>
 */
$_SERVER['WORDPRESS_CONFIG'] = 'nirmal-earth';
$_SERVER['HTTP_HOST'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';

require '/usr/share/wordpress/wp-load.php';

[$script, $slug, $change] = array_pad($argv, 3, '');
$status = str_starts_with($change, '--status=') ? substr($change, strlen('--status=')) : null;
$newSlug = str_starts_with($change, '--slug=') ? substr($change, strlen('--slug=')) : null;
$posts = get_posts([
    'name' => $slug,
    'post_type' => 'post',
    'post_status' => $status === null ? 'publish' : ['publish', 'draft'],
    'numberposts' => 1,
]);
if (
    !$posts || $change === '' || $newSlug === ''
    || ($status !== null && !in_array($status, ['draft', 'publish'], true))
) {
    fwrite(STDERR, "usage: update-post.php <slug> <new title> | --status=draft|publish | --slug=<new slug>\n");
    exit(1);
}
$fields = match (true) {
    $status !== null => ['post_status' => $status],
    $newSlug !== null => ['post_name' => $newSlug],
    default => ['post_title' => $change],
};
$result = wp_update_post(['ID' => $posts[0]->ID] + $fields, true);
if (is_wp_error($result)) {
    fwrite(STDERR, $result->get_error_message() . "\n");
    exit(1);
}
echo "Updated post {$posts[0]->ID}\n";
