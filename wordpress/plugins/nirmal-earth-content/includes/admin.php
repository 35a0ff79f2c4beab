<?php
/**
 * The admin screens: one "Details" box per entry with a label and help text on every field,
 * the notices that name a refused value, and list columns that show what matters at a glance.
 */

if (!defined('ABSPATH')) {
    exit;
}

const NE_CONTENT_NONCE = 'ne_content_nonce';

add_action('add_meta_boxes', function ($post_type, $post) {
    $key = ne_content_type_key((string) $post_type);
    if ($key === null) {
        return;
    }
    $type = ne_content_types()[$key];
    // Core's Custom Fields box would edit the same values without the checks.
    remove_meta_box('postcustom', $post_type, 'normal');
    add_meta_box('ne-content-details', $type['singular'] . ' details', 'ne_content_render_box', $post_type, 'normal', 'high', ['key' => $key]);
    if ($type['image'] !== null) {
        // Core's box, under the type's own name (Photo, Logo) and with what the image is for.
        remove_meta_box('postimagediv', $post_type, 'side');
        add_meta_box('postimagediv', $type['image']['label'], function ($post) use ($type) {
            post_thumbnail_meta_box($post);
            echo '<p class="description">' . esc_html($type['image']['help']) . '</p>';
            // The server's limit, so a refused upload is no surprise, and what to do about it.
            echo '<p class="description">' . esc_html(sprintf('Files up to %s. A larger file: resize it to about 1200 pixels on its longer side and save it as JPEG or WebP (for example with squoosh.app) before uploading.', size_format(wp_max_upload_size()))) . '</p>';
        }, $post_type, 'side', 'default');
    }
}, 10, 2);

// After a refused Update the entry keeps its published title and answer; the form shows what the
// editor typed instead, for correction (the title field and the editor read these properties).
add_action('edit_form_top', function ($post) {
    if (ne_content_type_key($post->post_type) === null) {
        return;
    }
    $notice = get_post_meta($post->ID, NE_CONTENT_NOTICE_META, true);
    if (is_array($notice) && !empty($notice['kept_live'])) {
        $post->post_title = (string) ($notice['title'] ?? $post->post_title);
        $post->post_content = (string) ($notice['content'] ?? $post->post_content);
    }
}, 5);

/** The title's help under the title field, and the answer's help above the FAQ editor. */
add_action('edit_form_after_title', function ($post) {
    $key = ne_content_type_key($post->post_type);
    if ($key === null) {
        return;
    }
    $type = ne_content_types()[$key];
    echo '<p class="description ne-content-title-help">' . esc_html($type['title_label'] . ': ' . $type['title_help']) . '</p>';
    if (isset($type['editor_help'])) {
        echo '<h2 class="ne-content-answer-heading">' . esc_html('Answer') . '</h2>';
        echo '<p class="description">' . esc_html($type['editor_help']) . '</p>';
    }
});

add_filter('enter_title_here', function ($text, $post) {
    $key = ne_content_type_key($post->post_type);
    return $key === null ? $text : ne_content_types()[$key]['title_label'];
}, 10, 2);

// The FAQ answer: only the buttons for the formats it keeps.
add_filter('teeny_mce_buttons', function ($buttons, $editor_id) {
    $screen = function_exists('get_current_screen') ? get_current_screen() : null;
    return $screen && $screen->post_type === 'ne_faq' ? ['bold', 'italic', 'bullist', 'numlist', 'link', 'unlink', 'undo', 'redo'] : $buttons;
}, 10, 2);
add_filter('wp_editor_settings', function ($settings, $editor_id) {
    $screen = function_exists('get_current_screen') ? get_current_screen() : null;
    if ($editor_id === 'content' && $screen && $screen->post_type === 'ne_faq') {
        $settings['teeny'] = true;
        $settings['media_buttons'] = false;
        $settings['editor_height'] = 180;
        $settings['quicktags'] = ['buttons' => 'strong,em,link,ul,ol,li'];
    }
    return $settings;
}, 10, 2);

/** The value a field shows: what the editor typed when it was refused, else what is stored. */
function ne_content_form_value(array $field, mixed $typed, mixed $stored): string
{
    $value = $typed ?? $stored;
    if (is_array($value)) {
        return implode("\n", array_map('strval', $value));
    }
    if ($field['kind'] === 'rating' && (int) $value === 0) {
        return '';
    }
    return $value === null ? '' : (string) $value;
}

function ne_content_render_box($post, $box): void
{
    $key = $box['args']['key'];
    $type = ne_content_types()[$key];
    $stored = ne_content_stored_values($post->ID, $key);
    $notice = get_post_meta($post->ID, NE_CONTENT_NOTICE_META, true);
    $errors = is_array($notice) ? ($notice['errors'] ?? []) : [];
    $typed = is_array($notice) ? ($notice['values'] ?? []) : [];
    wp_nonce_field('ne_content_save_' . $post->ID, NE_CONTENT_NONCE);

    if (isset($type['pages_note'])) {
        echo '<p>' . esc_html($type['pages_note']) . '</p>';
    }
    echo '<table class="form-table ne-content-fields" role="presentation"><tbody>';
    foreach ($type['fields'] as $name => $field) {
        $id = 'ne-content-' . $name;
        $help_id = $id . '-help';
        $error_id = $id . '-error';
        $error = $errors[$name] ?? null;
        $described = $help_id . ($error ? ' ' . $error_id : '');
        $required = !empty($field['required']) || in_array($field['kind'], ['pin', 'phones', 'lines', 'choice', 'choices', 'rating'], true);
        // Passed to every control: marks a refused value and a required field for assistive technology.
        $invalid = ($error ? ' aria-invalid="true"' : '') . ($required ? ' aria-required="true"' : '');
        $value = ne_content_form_value($field, $typed[$name] ?? null, $stored[$name]);
        $input_name = 'ne_content[' . $name . ']';

        echo '<tr class="' . ($error ? 'ne-content-invalid' : '') . '"><th scope="row">';
        if ($field['kind'] === 'choices') {
            echo '<span id="' . esc_attr($id) . '-label">' . esc_html($field['label']) . '</span>';
        } else {
            echo '<label for="' . esc_attr($id) . '">' . esc_html($field['label']) . '</label>';
        }
        if ($required) {
            echo ' <span class="ne-content-required" aria-hidden="true">(required)</span>';
        }
        echo '</th><td>';

        switch ($field['kind']) {
            case 'textarea':
                printf('<textarea id="%s" name="%s" rows="4" class="large-text" aria-describedby="%s"%s>%s</textarea>',
                    esc_attr($id), esc_attr($input_name), esc_attr($described), $invalid, esc_textarea($value));
                break;
            case 'phones':
            case 'lines':
                printf('<textarea id="%s" name="%s" rows="4" class="large-text" aria-describedby="%s"%s>%s</textarea>',
                    esc_attr($id), esc_attr($input_name), esc_attr($described), $invalid, esc_textarea($value));
                break;
            case 'choice':
            case 'rating':
                $options = $field['kind'] === 'rating' ? array_combine(['1', '2', '3', '4', '5'], ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) : $field['options'];
                printf('<select id="%s" name="%s" aria-describedby="%s"%s>', esc_attr($id), esc_attr($input_name), esc_attr($described), $invalid);
                echo '<option value="">' . esc_html('Choose…') . '</option>';
                foreach ($options as $option => $label) {
                    printf('<option value="%s"%s>%s</option>', esc_attr((string) $option), selected($value, (string) $option, false), esc_html($label));
                }
                if ($value !== '' && !array_key_exists($value, $options)) {
                    // A value from elsewhere that is not an option stays visible until it is fixed.
                    printf('<option value="%s" selected>%s</option>', esc_attr($value), esc_html($value . ' (not allowed)'));
                }
                echo '</select>';
                break;
            case 'choices':
                $chosen = is_array($typed[$name] ?? null) ? $typed[$name] : (is_array($stored[$name]) ? $stored[$name] : []);
                printf('<fieldset aria-labelledby="%s-label" aria-describedby="%s">', esc_attr($id), esc_attr($described));
                foreach ($field['options'] as $option => $label) {
                    printf('<label class="ne-content-choice"><input type="checkbox" name="%s[]" value="%s"%s> %s</label><br>',
                        esc_attr($input_name), esc_attr($option), checked(in_array($option, $chosen, true), true, false), esc_html($label));
                }
                echo '</fieldset>';
                break;
            default:
                $inputmode = match ($field['kind']) {
                    'url' => 'url',
                    'email' => 'email',
                    'pin' => 'numeric',
                    'number' => 'decimal',
                    default => 'text',
                };
                printf('<input type="text" id="%s" name="%s" value="%s" class="%s" inputmode="%s" autocomplete="off" aria-describedby="%s"%s>',
                    esc_attr($id), esc_attr($input_name), esc_attr($value), in_array($field['kind'], ['pin', 'number'], true) ? 'regular-text ne-content-short' : 'large-text',
                    esc_attr($inputmode), esc_attr($described), $invalid);
        }
        if ($error) {
            echo '<p class="ne-content-error" id="' . esc_attr($error_id) . '"><strong>' . esc_html($error) . '</strong></p>';
        }
        echo '<p class="description" id="' . esc_attr($help_id) . '">' . esc_html($field['help']) . '</p>';
        echo '</td></tr>';
    }
    echo '</tbody></table>';
}

/** The raw values of the admin form, as the editor typed them. */
function ne_content_form_input(string $key): array
{
    $input = isset($_POST['ne_content']) && is_array($_POST['ne_content']) ? wp_unslash($_POST['ne_content']) : [];
    $typed = [];
    foreach (ne_content_types()[$key]['fields'] as $name => $field) {
        $raw = $input[$name] ?? ($field['kind'] === 'choices' ? [] : '');
        if ($field['kind'] === 'choices') {
            $typed[$name] = is_array($raw) ? array_values(array_map(fn($v) => ne_content_plain($v), array_filter($raw, 'is_string'))) : [];
        } else {
            $typed[$name] = is_string($raw) ? ne_content_plain($raw, in_array($field['kind'], ['textarea', 'phones', 'lines'], true)) : '';
        }
    }
    return $typed;
}

/**
 * Stores the values of an entry's form (or of a script that acts as the form). Values are
 * normalised and stored even when they are wrong, so the editor keeps what they typed; the
 * check after the save keeps such an entry from being published.
 */
function ne_content_store_values(int $post_id, string $key, array $typed): void
{
    $GLOBALS['ne_content_typed'][$post_id] = $typed;
    if (ne_content_refuse_live_update($post_id, $key, $typed)) {
        return; // The published values stay; types.php keeps the typed ones in the notice.
    }
    foreach (ne_content_types()[$key]['fields'] as $name => $field) {
        if (!array_key_exists($name, $typed)) {
            continue;
        }
        $value = ne_content_normalise($field, $typed[$name]);
        if ($value === null || $value === '' || $value === []) {
            delete_post_meta($post_id, $name);
        } else {
            update_post_meta($post_id, $name, wp_slash($value));
        }
    }
}

/**
 * An Update of a published entry whose values the site cannot use is refused as a whole: nothing
 * typed is stored and the published version stays on the site. Returns true when refused; the
 * errors are kept for the check after the save (types.php), which also puts back the title and
 * answer and writes the notice with what the editor typed.
 */
function ne_content_refuse_live_update(int $post_id, string $key, array $typed): bool
{
    $post = get_post($post_id);
    if (!$post || empty($GLOBALS['ne_content_was_published'][$post_id]) || $post->post_status !== 'publish') {
        return false;
    }
    $values = ne_content_stored_values($post_id, $key);
    foreach (ne_content_types()[$key]['fields'] as $name => $field) {
        if (array_key_exists($name, $typed)) {
            $values[$name] = ne_content_normalise($field, $typed[$name]);
        }
    }
    $errors = ne_content_entry_errors($key, (string) $post->post_title, (string) $post->post_content, $values);
    if (!$errors) {
        return false;
    }
    $GLOBALS['ne_content_refused_live'][$post_id] = $errors;
    return true;
}

// Whether an entry was on the site before this save: an Update of it is refused as a whole.
add_action('pre_post_update', function ($post_id) {
    $post = get_post($post_id);
    if ($post && ne_content_type_key($post->post_type) !== null) {
        $GLOBALS['ne_content_was_published'][$post_id] = $post->post_status === 'publish';
    }
});

add_action('save_post', function ($post_id, $post) {
    $key = ne_content_type_key($post->post_type);
    if ($key === null || wp_is_post_revision($post_id) || wp_is_post_autosave($post_id)) {
        return;
    }
    // Values given by scripts/wordpress/content.php, which saves as the admin form does.
    if (isset($GLOBALS['ne_content_pending'][$post_id]) || isset($GLOBALS['ne_content_pending'][0])) {
        $typed = $GLOBALS['ne_content_pending'][$post_id] ?? $GLOBALS['ne_content_pending'][0];
        unset($GLOBALS['ne_content_pending'][$post_id], $GLOBALS['ne_content_pending'][0]);
        ne_content_store_values($post_id, $key, $typed);
        return;
    }
    if (!isset($_POST[NE_CONTENT_NONCE])) {
        return; // Not the edit form (Quick Edit, REST): nothing of ours to save.
    }
    if (!wp_verify_nonce(sanitize_key(wp_unslash($_POST[NE_CONTENT_NONCE])), 'ne_content_save_' . $post_id)
        || !current_user_can('edit_post', $post_id)) {
        wp_die(esc_html__('Sorry, you are not allowed to edit this item.'), 403);
    }
    ne_content_store_values($post_id, $key, ne_content_form_input($key));
}, 10, 2);

// After a refused publish, core must not say "published": the entry is a draft.
add_filter('redirect_post_location', function ($location, $post_id) {
    if (!empty($GLOBALS['ne_content_demoted'][$post_id])) {
        $location = add_query_arg('message', 10, remove_query_arg('message', $location));
    }
    $notice = get_post_meta($post_id, NE_CONTENT_NOTICE_META, true);
    if (is_array($notice) && !empty($notice['kept_live'])) {
        // Not "updated": the notice says the published version was kept.
        $location = remove_query_arg('message', $location);
    }
    return $location;
}, 10, 2);

add_action('admin_notices', function () {
    $screen = get_current_screen();
    if (!$screen || $screen->base !== 'post' || ne_content_type_key($screen->post_type) === null) {
        return;
    }
    $post = get_post();
    if (!$post) {
        return;
    }
    $notice = get_post_meta($post->ID, NE_CONTENT_NOTICE_META, true);
    if (!is_array($notice) || empty($notice['errors'])) {
        return;
    }
    $type = ne_content_types()[ne_content_type_key($post->post_type)];
    $what = strtolower($type['singular']) === 'faq' ? 'FAQ' : strtolower($type['singular']);
    $intro = match (true) {
        !empty($notice['kept_live']) => "Your changes to this {$what} were not saved: the values below cannot be shown on the website. The website keeps showing the published version. What you typed is in the form below; correct it and press Update again.",
        !empty($notice['demoted']) => "This {$what} was not published: the values below cannot be shown on the website. It is saved as a draft with what you typed; correct them and publish again.",
        default => "This {$what} cannot be published until the values below are corrected.",
    };
    echo '<div class="notice notice-error ne-content-notice" role="alert"><p><strong>' . esc_html($intro) . '</strong></p><ul>';
    foreach ($notice['errors'] as $message) {
        echo '<li>' . esc_html($message) . '</li>';
    }
    echo '</ul></div>';
});

// What the last save removed from an FAQ's answer, and warnings about a team member's photo.
add_action('admin_notices', function () {
    $screen = get_current_screen();
    $post = get_post();
    if (!$screen || $screen->base !== 'post' || !$post) {
        return;
    }
    $warnings = [];
    if ($post->post_type === 'ne_faq') {
        $removed = get_post_meta($post->ID, NE_CONTENT_ANSWER_NOTE_META, true);
        if (is_array($removed) && $removed) {
            $warnings[] = 'Removed from the answer when it was saved, because the website does not show it: ' . implode(', ', $removed) . '. Their text was kept (but for scripts and styles). Only paragraphs, links, bold, italic, lists and line breaks are kept; a link needs an address starting with https://, http://, mailto:, tel:, / or #.';
        }
    }
    if ($post->post_type === 'ne_team_member') {
        $warnings = array_merge($warnings, ne_content_photo_warnings((int) get_post_thumbnail_id($post)));
    }
    foreach ($warnings as $warning) {
        echo '<div class="notice notice-warning ne-content-warning"><p>' . esc_html($warning) . '</p></div>';
    }
});

/** What is wrong with a team member's photo for the Team page's square cards, if anything. */
function ne_content_photo_warnings(int $attachment_id): array
{
    $meta = $attachment_id ? wp_get_attachment_metadata($attachment_id) : false;
    if (!is_array($meta) || empty($meta['width']) || empty($meta['height'])) {
        return [];
    }
    [$width, $height] = [(int) $meta['width'], (int) $meta['height']];
    $warnings = [];
    if ($width < 600 || $height < 600) {
        $warnings[] = "The photo is {$width} × {$height} pixels: the Team page shows it as a square up to 600 × 600 pixels, so it may look blurred. Upload one at least 600 pixels on each side.";
    }
    if ($width > $height * 1.1) {
        $warnings[] = "The photo is landscape ({$width} × {$height}): the Team page cuts a square from its middle, which can cut the person off. Crop it to a square around the person first: Media Library → the photo → Edit Image → Crop, with the 1:1 ratio.";
    }
    return $warnings;
}

add_filter('post_updated_messages', function ($messages) {
    foreach (ne_content_types() as $type) {
        $one = $type['singular'];
        $messages[$type['post_type']] = [
            0 => '',
            1 => "{$one} updated. The website refreshes it within seconds.",
            4 => "{$one} updated. The website refreshes it within seconds.",
            5 => "{$one} restored.",
            6 => "{$one} published. The website shows it within seconds.",
            7 => "{$one} saved.",
            8 => "{$one} submitted for review.",
            9 => "{$one} scheduled.",
            10 => "{$one} draft saved. Drafts are not shown on the website.",
        ];
    }
    return $messages;
});

add_filter('bulk_post_updated_messages', function ($messages, $counts) {
    foreach (ne_content_types() as $type) {
        $messages[$type['post_type']] = [
            'updated' => _n('%s entry updated.', '%s entries updated.', $counts['updated']),
            'locked' => _n('%s entry not updated, somebody is editing it.', '%s entries not updated, somebody is editing them.', $counts['locked']),
            'deleted' => _n('%s entry permanently deleted.', '%s entries permanently deleted.', $counts['deleted']),
            'trashed' => _n('%s entry moved to the Trash. The website stops showing it within seconds.', '%s entries moved to the Trash. The website stops showing them within seconds.', $counts['trashed']),
            'untrashed' => _n('%s entry restored from the Trash.', '%s entries restored from the Trash.', $counts['untrashed']),
        ];
    }
    return $messages;
}, 10, 2);

// ---------------------------------------------------------------------------------------------
// List columns

foreach (ne_content_types() as $ne_key => $ne_type) {
    add_filter('manage_' . $ne_type['post_type'] . '_posts_columns', function ($columns) use ($ne_type) {
        $out = [];
        foreach ($columns as $name => $label) {
            if ($name === 'date') {
                continue;
            }
            if ($name === 'title') {
                if ($ne_type['image'] !== null) {
                    $out['ne_image'] = $ne_type['image']['label'];
                }
                $out['title'] = $ne_type['title_label'];
                foreach ($ne_type['columns'] as $field) {
                    $out['ne_' . $field] = $ne_type['fields'][$field]['label'];
                }
                $out['ne_order'] = 'Order';
                $out['ne_check'] = 'Check';
                continue;
            }
            $out[$name] = $label;
        }
        $out['date'] = $columns['date'] ?? 'Date';
        return $out;
    });
    add_filter('manage_edit-' . $ne_type['post_type'] . '_sortable_columns', function ($columns) {
        $columns['ne_order'] = 'menu_order';
        return $columns;
    });
    add_action('manage_' . $ne_type['post_type'] . '_posts_custom_column', function ($column, $post_id) use ($ne_type, $ne_key) {
        if ($column === 'ne_image') {
            // The whole image, scaled to fit (the square thumbnail would crop a wide logo).
            $thumb = get_the_post_thumbnail($post_id, 'medium', ['style' => 'width:auto;height:auto;max-width:48px;max-height:48px;object-fit:contain']);
            echo $thumb !== '' ? $thumb : '<span aria-hidden="true">—</span><span class="screen-reader-text">' . esc_html('None') . '</span>';
            return;
        }
        if ($column === 'ne_order') {
            echo esc_html((string) get_post_field('menu_order', $post_id));
            return;
        }
        if ($column === 'ne_check') {
            $notice = get_post_meta($post_id, NE_CONTENT_NOTICE_META, true);
            echo is_array($notice) && !empty($notice['errors'])
                ? '<span style="color:#b32d2e">' . esc_html(sprintf(_n('%d value to correct', '%d values to correct', count($notice['errors'])), count($notice['errors']))) . '</span>'
                : esc_html('OK');
            return;
        }
        $name = substr($column, 3);
        if (!isset($ne_type['fields'][$name])) {
            return;
        }
        $field = $ne_type['fields'][$name];
        $value = ne_content_stored_values($post_id, $ne_key)[$name];
        if ($field['kind'] === 'choices' && is_array($value)) {
            $value = implode(', ', array_map(fn($v) => $field['options'][$v] ?? $v, $value));
        } elseif ($field['kind'] === 'choice') {
            $value = $field['options'][$value] ?? $value;
        } elseif ($field['kind'] === 'rating') {
            $value = $value ? str_repeat('★', (int) min(5, max(0, $value))) . ' ' . $value . '/5' : '';
        } elseif ($field['kind'] === 'url' && $value !== '') {
            echo '<a href="' . esc_url($value) . '" rel="noopener noreferrer" target="_blank">' . esc_html(preg_replace('#^https://(www\.)?#', '', $value)) . '</a>';
            return;
        }
        echo esc_html(is_array($value) ? implode(', ', $value) : (string) $value);
    }, 10, 2);
}
unset($ne_key, $ne_type);

add_action('admin_head', function () {
    $screen = get_current_screen();
    if (!$screen || ne_content_type_key((string) $screen->post_type) === null) {
        return;
    }
    echo '<style>
.ne-content-fields th { width: 11em; }
.ne-content-required { font-weight: normal; color: #50575e; }
.ne-content-invalid input, .ne-content-invalid textarea, .ne-content-invalid select { border-color: #b32d2e; box-shadow: 0 0 0 1px #b32d2e; }
.ne-content-error { color: #b32d2e; margin: 4px 0; }
.ne-content-short { width: 10em; }
.ne-content-title-help { margin: 6px 0 0; }
.ne-content-answer-heading { padding: 16px 0 0 !important; font-size: 14px !important; }
.column-ne_image { width: 60px; } .column-ne_order { width: 60px; }
</style>';
});
